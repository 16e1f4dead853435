// @vitest-environment jsdom
// What the worker says itself when a call fails outside the server reaches the screen in the player's language; the
// English table takes the worker's own words, so the two never differ; other answers pass untouched. A request the
// worker refuses by its contract says the rule's text, in Filipino once the Filipino table has loaded.
import { afterEach, describe, expect, it } from 'vitest';
import { APP_MESSAGE_KEYS, NETWORK_MSG, OFFLINE_DRAFT_MSG, TIMEOUT_MSG } from '../../../contract/app-messages.ts';
import { FEEDBACK_TOO_LARGE } from '../../../contract/calls/feedback.ts';
import { calls } from '../../../contract/index.ts';
import { MOBILE_HINT } from '../../../contract/mobile.ts';
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

  it('words a request the contract refuses in Filipino for a Filipino player, and leaves it in English', () => {
    const refused = (body: unknown) => {
      const parsed = calls.accountLogin.request.safeParse(body);
      if (parsed.success) throw new Error('the body was accepted');
      return { ok: false as const, code: 400, msg: parsed.error.issues[0]!.message, reason: 'invalid' as const };
    };
    const account = refused({ account: 'no spaces', password: 'secret' });
    expect(account.msg).toBe('Use letters, digits and _ only');
    expect(inPlayersLanguage(account)).toBe(account);
    addLanguage('fil', fil);
    setLanguage('fil');
    expect(inPlayersLanguage(account)).toEqual({ ...account, msg: 'Letra, digit at _ lang ang puwedeng gamitin' });
    const mobile = { ok: false as const, code: 400, msg: MOBILE_HINT, reason: 'invalid' as const };
    expect(inPlayersLanguage(mobile).msg).toBe('Maglagay ng mobile number sa Pilipinas, hal. 0917 123 4567');
    // A template's figures are kept.
    expect(inPlayersLanguage({ ...mobile, msg: 'Write at least 10 characters' }).msg).toBe('Sumulat ng hindi bababa sa 10 na character');
    // The worker's own words still come from the i18n table; the same text from the server, or one the table lacks, passes.
    expect(inPlayersLanguage({ ...mobile, msg: FEEDBACK_TOO_LARGE }).msg).toBe(fil['app.feedbackImageTooLarge']);
    const server = { ...account, reason: 'api' as const };
    expect(inPlayersLanguage(server)).toBe(server);
    const unknown = { ...account, msg: 'Too small: expected string to have >=1 characters' };
    expect(inPlayersLanguage(unknown)).toBe(unknown);
    setLanguage('en-PH');
    expect(inPlayersLanguage(account)).toBe(account);
  });
});
