// @vitest-environment jsdom
// What the worker says itself when a call fails outside the server reaches the screen in the player's language; the
// English table takes the worker's own words, so the two never differ; other answers pass untouched.
import { afterEach, describe, expect, it } from 'vitest';
import { APP_MESSAGE_KEYS, NETWORK_MSG, OFFLINE_DRAFT_MSG, TIMEOUT_MSG } from '../../../contract/app-messages.ts';
import { inPlayersLanguage } from '../../../src/lib/api.ts';
import { enPH } from '../../../src/lib/i18n/en-ph.ts';
import { fil } from '../../../src/lib/i18n/fil.ts';
import { addLanguage, setLanguage } from '../../../src/lib/i18n/index.ts';

describe('the worker’s own messages', () => {
  afterEach(() => setLanguage('en-PH'));

  it('each has its words in English, the same as the worker’s, and in Filipino', () => {
    for (const [message, key] of Object.entries(APP_MESSAGE_KEYS)) {
      expect(enPH[key]).toBe(message);
      expect(fil[key]).not.toBe(message);
    }
  });

  it('reach the screen in Filipino for a Filipino player, and as they are in English', () => {
    const offline = { ok: false as const, code: 0, msg: NETWORK_MSG, reason: 'network' as const };
    expect(inPlayersLanguage(offline)).toEqual(offline);
    addLanguage('fil', fil);
    setLanguage('fil');
    expect(inPlayersLanguage(offline)).toEqual({ ...offline, msg: fil['app.network'] });
    expect(inPlayersLanguage({ ok: false, code: 0, msg: TIMEOUT_MSG, reason: 'timeout' }).msg).toBe(fil['app.timeout']);
    expect(inPlayersLanguage({ ok: false, code: 0, msg: OFFLINE_DRAFT_MSG, reason: 'network' }).msg).toBe(fil['app.offlineDraft']);
    // The server's own words (already in the cookie's language), a success and anything else pass untouched.
    const server = { ok: false as const, code: 403, msg: 'Mali ang account o password', reason: 'api' as const };
    expect(inPlayersLanguage(server)).toBe(server);
    const success = { ok: true as const, data: { msg: NETWORK_MSG } };
    expect(inPlayersLanguage(success)).toBe(success);
    expect(inPlayersLanguage(undefined)).toBeUndefined();
  });
});
