// The mall screens' reads (Dexie, live), so every screen opens offline with what was last loaded.
import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from '../../lib/store.ts';
import { appStatus } from '../../lib/app-status.ts';
import { getKv } from '../../db/database.ts';

export const useShop = () => useLiveQuery(() => getKv('diamondShop'), [], null);
export const useOrders = () => useLiveQuery(() => getKv('diamondOrders'), [], null);
export const useDiamondLog = () => useLiveQuery(() => getKv('diamondLog'), [], null);
export const useTicker = () => useLiveQuery(() => getKv('diamondTicker'), [], null);
export const useSavedAddress = () => useLiveQuery(() => getKv('deliveryAddress'), [], null);
export const useOnline = () => useStore(appStatus, (s) => s.online);

export { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
