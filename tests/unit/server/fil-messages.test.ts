// The server's own messages in Filipino: every message the server can answer a failed call with has an entry (found in
// its source by tests/support/message-sources.ts), keeps its placeholders, and is looked up exactly or by template.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIL_MESSAGES, FIL_WORDS, PLACEHOLDER, translateMessage } from '../../../server/domain/content/fil-messages.ts';
import { RateLimitedError } from '../../../server/domain/rate-limit.ts';
import { describeZodError, localiseFailure } from '../../../server/routes/envelope.ts';
import { scanMessages } from '../../support/message-sources.ts';

/** English texts whose Filipino is the same words (a name, a code). None yet. */
const SAME_IN_FILIPINO = new Set<string>();

const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((found) => found[1]!))].sort();

describe('the Filipino table covers the server messages', () => {
  const scan = scanMessages();

  it('places every message argument in server/', () => {
    expect(scan.problems, scan.problems.join('\n')).toEqual([]);
    // The scan reaches the kinds of messages it should: thrown, constant, wrapped, computed, captured.
    for (const key of [
      'Account or password is incorrect',
      '{name} is under maintenance. Please try again later.',
      'Finish your open round first',
      'The jackpot draw is closed right now.',
      'You are taking a time-out until {until}. {what} are closed; you can still withdraw.',
      '{scope}. Try again in {minutes} minutes.',
      'Please log in to continue.',
      'Unknown call',
    ])
      expect(scan.messages.has(key), key).toBe(true);
    for (const word of ['Too many wrong codes for this number', 'daily deposit limit', 'Bets', 'Password', '{min} to {max} characters'])
      expect(scan.words.has(word), word).toBe(true);
    expect(scan.messages.size).toBeGreaterThan(300);
  });

  it('has an entry for every message, and for every word that goes into one', () => {
    const missing = [
      ...[...scan.messages].filter(([key]) => !(key in FIL_MESSAGES)).map(([key, where]) => `message ${JSON.stringify(key)} (${where[0]})`),
      ...[...scan.words].filter(([key]) => !(key in FIL_WORDS) && !(key in FIL_MESSAGES)).map(([key, where]) => `word ${JSON.stringify(key)} (${where[0]})`),
    ];
    expect(missing, `Missing from server/domain/content/fil-messages.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('has no entry that nothing uses any more, and no key in both tables', () => {
    const unused = [...Object.keys(FIL_MESSAGES).filter((key) => !scan.messages.has(key)), ...Object.keys(FIL_WORDS).filter((key) => !scan.words.has(key))];
    expect(unused, `Not found in server/ (reworded or gone?):\n${unused.join('\n')}`).toEqual([]);
    expect(Object.keys(FIL_WORDS).filter((key) => key in FIL_MESSAGES)).toEqual([]);
  });

  const entries = [...Object.entries(FIL_MESSAGES), ...Object.entries(FIL_WORDS)];

  it('keeps exactly the placeholders of each key', () => {
    const wrong = entries.filter(([key, text]) => placeholders(key).join() !== placeholders(text).join()).map(([key, text]) => `${key} -> ${text}`);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('translates every entry (the same words only where allowed)', () => {
    const same = entries.filter(([key, text]) => text.trim() === '' || (text === key && !SAME_IN_FILIPINO.has(key)));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('reaches every message template: a filled-in key comes back as its translation with the same values', () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(FIL_MESSAGES)) {
      const names = placeholders(key);
      if (names.length === 0) continue;
      const fill = (template: string) => template.replace(PLACEHOLDER, (_whole, name: string) => `«${names.indexOf(name)}»`);
      const got = translateMessage(fill(key), 'fil');
      if (got !== fill(text)) wrong.push(`${key}: got ${got}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('leaves English as it is, and any message to an English player', () => {
    expect(translateMessage('Account or password is incorrect', 'en-PH')).toBe('Account or password is incorrect');
    expect(translateMessage('Color Game is under maintenance. Please try again later.', 'en-PH')).toBe(
      'Color Game is under maintenance. Please try again later.',
    );
  });

  it('finds an exact message', () => {
    expect(translateMessage('Account or password is incorrect', 'fil')).toBe('Mali ang account o password');
    expect(translateMessage('Please log in to continue.', 'fil')).toBe('Mag-log in para makapagpatuloy.');
  });

  it('fills a template with the values it captured', () => {
    expect(translateMessage('Color Game is under maintenance. Please try again later.', 'fil')).toBe(
      'Nasa maintenance ang Color Game. Pakisubukan ulit mamaya.',
    );
    expect(translateMessage('You have 500 points, not enough to exchange 600', 'fil')).toBe('500 puntos lang ang mayroon ka, kulang para ipagpalit ang 600');
    expect(translateMessage('3 Gold cards cost 30 diamonds; you have 12.', 'fil')).toBe(
      'Nagkakahalaga ng 30 na diamante ang 3 na Gold card; 12 ang mayroon ka.',
    );
    expect(translateMessage('You need 1 tier 2 lottery ticket for this.', 'fil')).toBe('Kailangan mo ng 1 tiket ng lotto ng antas 2 para dito.');
  });

  it('translates the server words a template captured, such as a rate limit scope and a limit name', () => {
    const error = new RateLimitedError('Too many failed logins for this account', 15 * 60);
    expect(error.message).toBe('Too many failed logins for this account. Try again in 15 minutes.');
    expect(translateMessage(error.message, 'fil')).toBe('Masyadong maraming bigong pag-log in sa account na ito. Subukan ulit pagkalipas ng 15 minuto.');
    expect(translateMessage(new RateLimitedError('You can send 5 feedback tickets an hour', 30).message, 'fil')).toBe(
      'Hanggang 5 feedback ticket lang ang puwedeng ipadala bawat oras. Subukan ulit pagkalipas ng 1 minuto.',
    );
    expect(translateMessage('This would pass your weekly loss limit of ₱1,000.00: ₱250.00 left in the last 7 days.', 'fil')).toBe(
      'Lalampas ito sa iyong lingguhang limit sa talo na ₱1,000.00: ₱250.00 na lang ang natitira sa huling 7 araw.',
    );
    expect(translateMessage('You are taking a time-out until 2026-05-01 10:00. Bets are closed; you can still withdraw.', 'fil')).toBe(
      'Naka-time-out ka hanggang 2026-05-01 10:00. Sarado ang mga taya; makakapag-withdraw ka pa rin.',
    );
    expect(translateMessage('Password must be 6 to 32 characters', 'fil')).toBe('Dapat 6 hanggang 32 na character ang password');
    expect(translateMessage('Nickname must be at most 64 characters', 'fil')).toBe('Dapat hanggang 64 na character lang ang nickname');
    // A word's template is never a whole message's.
    expect(translateMessage('6 to 32 characters', 'fil')).toBe('6 to 32 characters');
  });

  it("gives a captured name the operator's translation", () => {
    const operatorTexts = new Map([['Fishing', 'Pangingisda']]);
    expect(translateMessage('Fishing is under maintenance. Please try again later.', 'fil', operatorTexts)).toBe(
      'Nasa maintenance ang Pangingisda. Pakisubukan ulit mamaya.',
    );
  });

  it('keeps a placeholder used twice the same value', () => {
    const english =
      "No payment channel here can pay out withdrawals (PayMongo cannot). Send withdrawal 7 to the player's account yourself, then run: withdrawals pay 7 sent";
    expect(translateMessage(english, 'fil')).toContain('withdrawal 7 sa account');
    expect(translateMessage(english.replace('pay 7', 'pay 8'), 'fil')).toBe(english.replace('pay 7', 'pay 8'));
  });

  it('passes a message it does not know through unchanged', () => {
    expect(translateMessage('Something nobody wrote', 'fil')).toBe('Something nobody wrote');
    expect(translateMessage('', 'fil')).toBe('');
    expect(translateMessage('Color Game is under maintenance.', 'fil')).toBe('Color Game is under maintenance.');
  });
});

describe('failed answers in Filipino', () => {
  it('words the validation line in the language, and keeps the English one as it was', () => {
    const schema = z.object({ account: z.string(), password: z.string() });
    const error = schema.safeParse({}).error!;
    expect(describeZodError(error)).toBe('account is required; password is required');
    expect(describeZodError(error, 'en-PH')).toBe('account is required; password is required');
    expect(describeZodError(error, 'fil')).toBe('Kailangan ang account; Kailangan ang password');
    const body = z.object({}).safeParse(null).error!;
    expect(describeZodError(body)).toMatch(/^Request body: /);
    expect(describeZodError(body, 'fil')).toMatch(/^Laman ng request: /);
    const many = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string() }).safeParse({}).error!;
    expect(describeZodError(many)).toMatch(/ \(and 2 more\)$/);
    expect(describeZodError(many, 'fil')).toMatch(/ \(at 2 pa\)$/);
    const hint = z.object({ mobile: z.string().refine(() => false, 'Enter a Philippine mobile number, e.g. 0917 123 4567') }).safeParse({ mobile: 'x' }).error!;
    expect(describeZodError(hint, 'fil')).toBe('mobile: Maglagay ng mobile number sa Pilipinas, hal. 0917 123 4567');
  });

  it("translates a failed envelope's msg only, and leaves a text the operator translated to the operator's table", () => {
    const failed = { code: 403, msg: 'Account or password is incorrect', data: null };
    expect(localiseFailure(failed, 'fil')).toEqual({ code: 403, msg: 'Mali ang account o password', data: null });
    expect(localiseFailure(failed, 'en-PH')).toBe(failed);
    const answer = { code: 0, msg: 'ok', data: { text: 'Account or password is incorrect' } };
    expect(localiseFailure(answer, 'fil')).toBe(answer);
    expect(localiseFailure(failed, 'fil', new Map([['Account or password is incorrect', 'Sabi ng operator']]))).toBe(failed);
    for (const other of [null, 'text', 3, { code: 403 }, { code: 403, msg: 5 }]) expect(localiseFailure(other, 'fil')).toBe(other);
  });
});
