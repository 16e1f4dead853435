// The app's names for the one Manila calendar in contract/manila.ts (the server counts records and reports by it too).
export { manilaDayKey as manilaDay, inManilaDayRange as inDayRange } from '../../contract/manila.ts';
