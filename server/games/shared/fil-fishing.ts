// Filipino for what the shared fishing script (fishing.js) writes; the fishing pages spread it into their table.
export const FISHING_FIL: Readonly<Record<string, string>> = {
  'Tap a fish to shoot at it': 'Mag-tap ng isda para barilin ito',
  'Caught the {fish}! {result}': 'Nahuli mo ang {fish}! {result}',
  'Missed the {fish}': 'Hindi nahuli ang {fish}',
  'Shoot a {fish}, pays {multiplier} times the bet': 'Barilin ang {fish}, nagbabayad ng {multiplier} beses ng taya',
};
