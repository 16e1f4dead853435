// The service screens' pure parts: where the chat widget shows, which chat row a screen uses, which rows are usable,
// and the offline read (the desk first, preLogin's list next).
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerService } from '../../../contract/index.ts';
import { db, setKv } from '../../../src/db/database.ts';
import { chatVisibility } from '../../../src/features/service/chat-host.tsx';
import { usableServices } from '../../../src/features/service/service-list.tsx';
import { chatItem, readServiceDesk } from '../../../src/features/service/use-service.ts';

const row = (id: number, over: Partial<CustomerService> = {}): CustomerService => ({
  id,
  name: `Row ${id}`,
  itemType: 2,
  param1: '',
  param2: '',
  url: 'https://m.me/x',
  sort: id,
  minVip: 0,
  ...over,
});

afterEach(async () => {
  await db.kv.clear();
});

describe('chat visibility', () => {
  it('is minimized on service pages, maximized when opened, hidden over games and modals and elsewhere', () => {
    expect(chatVisibility('/service', false, false)).toBe('minimized');
    expect(chatVisibility('/service/vip', false, false)).toBe('minimized');
    expect(chatVisibility('/member', false, false)).toBe('hidden');
    expect(chatVisibility('/member', true, false)).toBe('maximized');
    expect(chatVisibility('/game/lucky-sampaguita', true, false)).toBe('hidden');
    expect(chatVisibility('/service', true, true)).toBe('hidden');
    expect(chatVisibility('/services-terms', false, false)).toBe('hidden');
  });
});

describe('service rows', () => {
  const chat = row(1, { itemType: 1, param1: '111', param2: '1' });
  const vipChat = row(2, { itemType: 1, param1: '111', param2: '2', minVip: 3 });

  it('uses the VIP chat on the VIP desk when the player has it, else the regular chat', () => {
    expect(chatItem([chat, vipChat], true)).toBe(vipChat);
    expect(chatItem([chat, vipChat], false)).toBe(chat);
    expect(chatItem([chat], true)).toBe(chat);
    expect(chatItem([row(3, { itemType: 1 })], false)).toBeUndefined();
  });

  it('drops rows the app cannot open', () => {
    const rows = [chat, row(3, { itemType: 1 }), row(4, { url: 'javascript:alert(1)' }), row(5, { url: 'tel:+63917' }), row(6, { url: '' })];
    expect(usableServices(rows).map((r) => r.id)).toEqual([1, 5]);
  });
});

describe('offline read', () => {
  it('is null with nothing stored, then preLogin list, then the desk', async () => {
    expect(await readServiceDesk()).toBeNull();
    await setKv('customerService', [row(1)]);
    // Everyone's rows, but not the desk: whether VIP service exists is not known from it.
    expect(await readServiceDesk()).toEqual({ services: [row(1)], vip: 0, vipServiceFrom: null, complete: false });
    await setKv('serviceDesk', { services: [row(1), row(2, { minVip: 3 })], vip: 3, vipServiceFrom: 3, fetchedAt: 1 });
    expect(await readServiceDesk()).toEqual({ services: [row(1), row(2, { minVip: 3 })], vip: 3, vipServiceFrom: 3, complete: true });
  });
});
