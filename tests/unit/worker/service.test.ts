// The worker's service module: the desk stored whole for offline reading (VIP rows included), a failed load keeping
// the last desk, logout clearing it (VIP rows must not outlive the session), and the screens' offline read falling
// back to preLogin's everyone-only list.
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerService } from '../../../contract/index.ts';
import { clearUserTables, getKv, setKv } from '../../../src/db/database.ts';
import { createService } from '../../../worker/service.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;
afterEach(async () => {
  await harness?.db.delete();
});

function setUp(script: Reply[]) {
  harness = createHarness(script);
  harness.state.token = 'tok-1';
  return { ...harness, service: createService({ http: harness.http, db: harness.db, state: harness.state, now: harness.now }) };
}

const row = (id: number, over: Partial<CustomerService> = {}): CustomerService => ({
  id,
  name: `Row ${id}`,
  itemType: 2,
  param1: '',
  param2: '',
  url: 'https://m.me/pisowin',
  sort: id,
  minVip: 0,
  ...over,
});
const desk = { services: [row(1, { itemType: 1, param1: '1', param2: '1' }), row(2), row(3, { minVip: 3, url: 'tel:+630' })], vip: 3, vipServiceFrom: 3 };

describe('worker service', () => {
  it('stores the desk whole, with the time it came, and answers it', async () => {
    const h = setUp([envelope(desk)]);
    const result = await h.service.load();
    expect(result).toEqual({ ok: true, data: desk });
    expect(await getKv('serviceDesk', h.db)).toEqual({ ...desk, fetchedAt: h.now() });
    expect(h.server.requests[0]!.url).toContain('/app/v1/getCustomerServices');
  });

  it('keeps the last desk when a load fails (offline reading)', async () => {
    const h = setUp([envelope(desk), failure(500, 'down')]);
    await h.service.load();
    expect((await h.service.load()).ok).toBe(false);
    expect((await getKv('serviceDesk', h.db))?.services).toHaveLength(3);
  });

  it('refuses an answer that breaks the contract and stores nothing', async () => {
    const h = setUp([envelope({ services: [{ id: 'x' }], vip: 0, vipServiceFrom: null })]);
    expect((await h.service.load()).ok).toBe(false);
    expect(await getKv('serviceDesk', h.db)).toBeUndefined();
  });

  it('forgets the desk at logout but keeps preLogin list', async () => {
    const h = setUp([envelope(desk)]);
    await h.service.load();
    await setKv('customerService', [row(1)], h.db);
    await clearUserTables(h.db);
    expect(await getKv('serviceDesk', h.db)).toBeUndefined();
    expect(await getKv('customerService', h.db)).toHaveLength(1);
  });
});
