// The service screens' reads: the desk from getCustomerServices when this player has one, else preLogin's list.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CustomerService } from '../../../contract/entities.ts';
import { getKv } from '../../db/database.ts';

export const CHAT_ITEM_TYPE = 1;

export interface ServiceDesk {
  services: CustomerService[];
  vip: number;
  vipServiceFrom: number | null;
  /**
   * Whether this is the desk itself. PreLogin's list has everyone's rows only: it cannot say whether VIP service exists,
   * so a screen must not show its absence (or hide a failed refresh) while only that list is at hand.
   */
  complete: boolean;
}

/** Offline-first: what the device holds, the desk first (it has the VIP rows), preLogin's everyone-only list next. */
export async function readServiceDesk(): Promise<ServiceDesk | null> {
  const desk = await getKv('serviceDesk');
  if (desk) return { services: desk.services, vip: desk.vip, vipServiceFrom: desk.vipServiceFrom, complete: true };
  const list = await getKv('customerService');
  return list ? { services: list, vip: 0, vipServiceFrom: null, complete: false } : null;
}

export const useServiceDesk = () => useLiveQuery(readServiceDesk, [], null);

/** The chat row for a screen: the dedicated VIP chat on /service/vip when the player has it, else the regular one. */
export function chatItem(services: readonly CustomerService[], vipDesk: boolean): CustomerService | undefined {
  const chats = services.filter((s) => s.itemType === CHAT_ITEM_TYPE && s.param1 !== '');
  return (vipDesk ? chats.find((s) => s.minVip > 0) : undefined) ?? chats.find((s) => s.minVip === 0);
}
