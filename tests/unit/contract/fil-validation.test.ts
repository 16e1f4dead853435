// The contract's own validation messages in Filipino: every custom message written in contract/'s schemas (found in the
// source by tests/support/validation-sources.ts) has an entry, keeps its placeholders and is found exactly or by
// template; the words that go into a placeholder have theirs; the server's and the worker's tables agree with it.
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { APP_MESSAGE_KEYS } from '../../../contract/app-messages.ts';
import { FIL_VALIDATION, FIL_VALIDATION_WORDS, validationInFilipino } from '../../../contract/fil-validation.ts';
import { unsafeTextReason } from '../../../contract/text.ts';
import { FIL_MESSAGES, FIL_WORDS, translateMessage } from '../../../server/domain/content/fil-messages.ts';
import { scanValidationMessages, source } from '../../support/validation-sources.ts';

/** Messages with no entry here, and why. */
const ELSEWHERE: Readonly<Record<string, string>> = {
  // contract/app-messages.ts: the app shows them by their i18n key; the server's table has them too.
  'The image is larger than 4 MB': 'app-messages',
  'Each image must be 2 MB or smaller': 'app-messages',
  // Read by a machine: the worker turns an unreadable answer into INVALID_ANSWER_MSG.
  'answer has neither code nor errcode': 'not a player',
};
/** Files whose messages no player reads: the Provider API is called by a game provider's server. */
const NOT_FOR_PLAYERS = ['contract/provider-api.ts'];
/** Words whose Filipino is the same word. */
const SAME_IN_FILIPINO = new Set(['barangay']);
/** Placeholders whose value is a figure, put back as it is. */
const FIGURES = new Set(['max', 'FEEDBACK_TEXT_MIN', 'FEEDBACK_TEXT_MAX', 'LOTTO_MAX', 'LOTTO_PICK', 'MAX_LINES']);

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!))].sort();

/** The string arguments of `line(...)` in contract/address.ts: the `{what}` of an address line's messages. */
function addressLineNames(): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'line') {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) names.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source('contract/address.ts'));
  return names;
}

describe('the Filipino table covers the contract’s validation messages', () => {
  const scan = scanValidationMessages();
  const forPlayers = [...scan.messages].filter(([, where]) => !where.every((at) => NOT_FOR_PLAYERS.some((file) => at.startsWith(`${file}:`))));

  it('finds the kinds of messages it should', () => {
    for (const key of [
      'Use letters, digits and _ only', // .regex
      'Enter the account number', // .min
      'Use a date like 2026-11-21', // .regex on a const
      'Nickname cannot contain < or >', // .refine
      'Enter a Philippine mobile number, e.g. 0917 123 4567', // a constant, and addIssue({ message })
      'Choose an ID type', // z.enum(..., { error })
      'Confirm the register notice to continue', // z.literal(..., { error })
      'Enter a whole amount', // .int
      'Send a stake for each of the 29 Sic Bo bets', // .length
      'Each image must be 2 MB or smaller', // FEEDBACK_TOO_LARGE
      'Write at least {FEEDBACK_TEXT_MIN} characters', // a template literal
      'The {what} is at most {max} characters',
      'This text {reason}', // superRefine's addIssue
    ])
      expect(scan.messages.has(key), key).toBe(true);
    expect(scan.messages.size).toBeGreaterThan(90);
  });

  it('has an entry for every message a player can read', () => {
    const missing = forPlayers.filter(([key]) => !(key in FIL_VALIDATION) && !(key in ELSEWHERE)).map(([key, where]) => `${JSON.stringify(key)} (${where[0]})`);
    expect(missing, `Missing from contract/fil-validation.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('has no entry that nothing uses any more, and leaves the worker’s own messages to their table', () => {
    const unused = Object.keys(FIL_VALIDATION).filter((key) => !scan.messages.has(key));
    expect(unused, `Not found in contract/ (reworded or gone?):\n${unused.join('\n')}`).toEqual([]);
    expect(Object.keys(FIL_VALIDATION).filter((key) => key in APP_MESSAGE_KEYS)).toEqual([]);
    // What is left to the worker's table is worded there (by its i18n key) and in the server's.
    for (const [key, why] of Object.entries(ELSEWHERE)) {
      expect(scan.messages.has(key), key).toBe(true);
      if (why === 'app-messages') {
        expect(key in APP_MESSAGE_KEYS, key).toBe(true);
        expect(translateMessage(key, 'fil'), key).not.toBe(key);
      }
    }
  });

  it('knows every placeholder: a figure as it is, or a word with its own entry', () => {
    const unknown = [...scan.placeholders.keys()].filter((name) => !FIGURES.has(name) && name !== 'what' && name !== 'reason');
    expect(unknown, 'a new placeholder: list it in FIGURES, or its words in FIL_VALIDATION_WORDS and here').toEqual([]);
    const reasons = [unsafeTextReason('\ud800'), unsafeTextReason('\u0000')].filter((reason) => reason !== null);
    expect(reasons).toHaveLength(2);
    const words = [...addressLineNames(), ...reasons];
    expect(words.length).toBeGreaterThanOrEqual(6);
    expect(words.filter((word) => !(word in FIL_VALIDATION_WORDS))).toEqual([]);
    expect(Object.keys(FIL_VALIDATION_WORDS).filter((word) => !words.includes(word))).toEqual([]);
  });

  const entries = [...Object.entries(FIL_VALIDATION), ...Object.entries(FIL_VALIDATION_WORDS)];

  it('keeps exactly the placeholders of each key', () => {
    const wrong = entries.filter(([key, text]) => placeholders(key).join() !== placeholders(text).join()).map(([key, text]) => `${key} -> ${text}`);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('translates every entry, and leaves no English sentence behind', () => {
    const same = entries.filter(([key, text]) => text.trim() === '' || (text === key && !SAME_IN_FILIPINO.has(key)));
    expect(same.map(([key]) => key)).toEqual([]);
    const english = /\b(the|and|your|you|with|of|is|are|for|this|will|not|from|when|can|cannot|has|have|at most|at least|only|enter|choose|use)\b/i;
    const left = entries.filter(([, text]) => english.test(text.replace(/\{\w+\}/g, '')));
    expect(left.map(([key, text]) => `${key} -> ${text}`)).toEqual([]);
  });

  it('says what the server’s table says for a message both have', () => {
    const server = { ...FIL_MESSAGES, ...FIL_WORDS };
    const differ = entries.filter(([key, text]) => key in server && server[key] !== text).map(([key, text]) => `${key}: ${text} / ${server[key]}`);
    expect(differ, differ.join('\n')).toEqual([]);
  });
});

describe('validationInFilipino', () => {
  it('finds an exact message', () => {
    expect(validationInFilipino('Use letters, digits and _ only')).toBe('Letra, digit at _ lang ang puwedeng gamitin');
    expect(validationInFilipino('Enter the account number')).toBe('Ilagay ang account number');
    expect(validationInFilipino('Use a date like 2026-11-21')).toBe('Gumamit ng petsang tulad ng 2026-11-21');
    expect(validationInFilipino('Enter a Philippine mobile number, e.g. 0917 123 4567')).toBe('Maglagay ng mobile number sa Pilipinas, hal. 0917 123 4567');
  });

  it('reaches every template: a filled-in key comes back as its translation with the same values', () => {
    const sample = (name: string) => (name === 'what' ? 'barangay' : name === 'reason' ? unsafeTextReason('\u0000')! : '17');
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(FIL_VALIDATION)) {
      const fill = (template: string, word: (value: string) => string) => template.replace(/\{(\w+)\}/g, (_whole, name: string) => word(sample(name)));
      if (placeholders(key).length === 0) continue;
      const got = validationInFilipino(fill(key, (value) => value));
      const want = fill(text, (value) => FIL_VALIDATION_WORDS[value] ?? value);
      if (got !== want) wrong.push(`${key}: got ${got}, want ${want}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('fills a template with figures and Filipino words', () => {
    expect(validationInFilipino('Write at least 10 characters')).toBe('Sumulat ng hindi bababa sa 10 na character');
    expect(validationInFilipino('At most 10 lines at a time')).toBe('Hanggang 10 linya lang bawat bili');
    expect(validationInFilipino('Enter the recipient name')).toBe('Ilagay ang pangalan ng tatanggap');
    expect(validationInFilipino('The house number and street is at most 120 characters')).toBe('Hanggang 120 na character lang ang numero ng bahay at kalye');
    expect(validationInFilipino('This text has a broken character (an unpaired surrogate)')).toBe(
      'Ang text na ito ay may sirang character (unpaired surrogate)',
    );
  });

  it('passes through what it does not know, never half-translated', () => {
    expect(validationInFilipino('Something nobody wrote')).toBe('Something nobody wrote');
    expect(validationInFilipino('')).toBe('');
    expect(validationInFilipino('constructor')).toBe('constructor');
    // A template whose value is neither a figure nor a word it has stays English.
    expect(validationInFilipino('Enter the name of your dog')).toBe('Enter the name of your dog');
    expect(validationInFilipino('Too small: expected string to have >=1 characters')).toBe('Too small: expected string to have >=1 characters');
  });
});
