// The calls map is derived from the call files: every `<name>Call` export is the call `<name>`, at /<prefix>/<name>.
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';

describe('calls', () => {
  const entries = Object.entries(calls);

  it('holds every call once, keyed by its own name and path', () => {
    expect(entries.length).toBeGreaterThanOrEqual(89);
    for (const [key, call] of entries) {
      expect(call.name).toBe(key);
      expect(call.path).toMatch(new RegExp(`^/(anonymous|app/v1)/${key}$`));
    }
    expect(new Set(entries.map(([, call]) => call.path)).size).toBe(entries.length);
  });

  it('includes the SPEC calls the server and worker rely on', () => {
    for (const name of ['preLogin', 'getAfterLoginInfoWeb', 'refreshData', 'getVipInfo', 'appVipUserReceiveDaily', 'receiveTaskAward', 'getMail3'])
      expect(calls).toHaveProperty(name);
  });
});
