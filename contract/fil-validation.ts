// The contract's own validation messages in Filipino: the custom text of a check in contract/'s zod schemas, keyed by
// the exact English. The server answers a refused body with them (routes/envelope.ts describeZodError, locale cookie)
// and the app's UI shows the worker's refusal of a request with them (src/lib/api.ts inPlayersLanguage, registered
// by the lazily loaded Filipino table). A template literal's message is keyed with named placeholders, by the rule of
// server/domain/content/fil-messages.ts: `${what}` -> `{what}`; a captured value is put back as it is, or in
// Filipino when FIL_VALIDATION_WORDS has it. Not here: the texts the worker's own table already words
// (contract/app-messages.ts: the image limits), and the Provider API's (a game provider's server reads them).
// tests/unit/contract/fil-validation.test.ts finds every message in contract/ and checks each has an entry.
import { compileTemplates, fillPlaceholders, templateValues, type TextTemplate } from './text-templates.ts';

export const FIL_VALIDATION: Readonly<Record<string, string>> = {
  // Accounts and the ways in.
  'Enter an account name': 'Maglagay ng account name',
  'Use letters, digits and _ only': 'Letra, digit at _ lang ang puwedeng gamitin',
  'Enter a password': 'Maglagay ng password',
  'Confirm the register notice to continue': 'Kumpirmahin ang paalala sa pagrehistro para makapagpatuloy',
  'Enter a Philippine mobile number, e.g. 0917 123 4567': 'Maglagay ng mobile number sa Pilipinas, hal. 0917 123 4567',
  'Enter the digits of the code from the SMS': 'Ilagay ang mga digit ng code mula sa SMS',
  'The sign-in did not return a token': 'Hindi nagbalik ng token ang pag-sign in',
  'LINE did not return a code': 'Hindi nagbalik ng code ang LINE',
  'Nickname cannot contain < or >': 'Hindi puwedeng may < o > ang nickname',
  'This text {reason}': 'Ang text na ito ay {reason}',
  // Profile, safebox, inviter and KYC.
  'Use the date format YYYY-MM-DD': 'Gamitin ang format ng petsa na YYYY-MM-DD',
  'Choose one of the avatars': 'Pumili ng isa sa mga avatar',
  'Enter a valid email address': 'Maglagay ng valid na email address',
  'Use at most 32 characters': 'Hanggang 32 na character lang',
  'Use at most 80 characters': 'Hanggang 80 na character lang',
  'Use at most 200 characters': 'Hanggang 200 na character lang',
  'Enter the inviter id': 'Ilagay ang ID ng nag-imbita',
  'Use digits only': 'Mga digit lang ang puwedeng gamitin',
  'Enter the current safebox password': 'Ilagay ang kasalukuyang password ng safebox',
  'Choose an image': 'Pumili ng larawan',
  'Enter your full name': 'Ilagay ang iyong buong pangalan',
  'Choose an ID type': 'Pumili ng uri ng ID',
  'Enter the ID number': 'Ilagay ang numero ng ID',
  'Use letters, digits and - only': 'Letra, digit at - lang ang puwedeng gamitin',
  // Wallet.
  'Enter a whole amount': 'Maglagay ng buong halaga',
  'Enter an amount above zero': 'Maglagay ng halagang higit sa sero',
  'Enter the account name': 'Ilagay ang account name',
  'Enter the account number': 'Ilagay ang account number',
  'Enter the safebox password': 'Ilagay ang password ng safebox',
  // Responsible play.
  'That limit is too high': 'Masyadong mataas ang limit na iyan',
  'Choose one of the reminder intervals': 'Pumili ng isa sa mga pagitan ng paalala',
  'A time-out lasts at least 24 hours': 'Hindi bababa sa 24 na oras ang time-out',
  'A time-out lasts at most 30 days': 'Hanggang 30 araw lang ang time-out',
  'Choose 6 months, 1 year or 5 years': 'Pumili ng 6 na buwan, 1 taon o 5 taon',
  'Confirm that you understand the self-exclusion cannot be lifted': 'Kumpirmahing nauunawaan mo na hindi na maaalis ang self-exclusion',
  // Feedback.
  'Write at least {FEEDBACK_TEXT_MIN} characters': 'Sumulat ng hindi bababa sa {FEEDBACK_TEXT_MIN} na character',
  'Use at most {FEEDBACK_TEXT_MAX} characters': 'Hanggang {FEEDBACK_TEXT_MAX} na character lang',
  'Choose a ticket': 'Pumili ng ticket',
  'Choose a category': 'Pumili ng kategorya',
  'Too many images': 'Masyadong maraming larawan',
  // A delivery address.
  'Enter the {what}': 'Ilagay ang {what}',
  'The {what} is at most {max} characters': 'Hanggang {max} na character lang ang {what}',
  "The {what} may use letters, numbers and . , ' # / ( ) - only": "Letra, numero at . , ' # / ( ) - lang ang puwede sa {what}",
  'Choose a region': 'Pumili ng rehiyon',
  'A postal code is 4 digits, e.g. 1000': '4 na digit ang postal code, hal. 1000',
  // Lottery.
  'Numbers run from 1 to {LOTTO_MAX}': 'Mula 1 hanggang {LOTTO_MAX} lang ang mga numero',
  'Pick exactly {LOTTO_PICK} numbers': 'Pumili ng eksaktong {LOTTO_PICK} na numero',
  'Pick six different numbers': 'Pumili ng anim na magkakaibang numero',
  'Choose tier 1, 2 or 3': 'Pumili ng antas 1, 2 o 3',
  'Pick at least one line': 'Pumili ng kahit isang linya',
  'At most {MAX_LINES} lines at a time': 'Hanggang {MAX_LINES} linya lang bawat bili',
  'Choose how to pay: coin, ticket or coupon': 'Piliin kung paano magbabayad: coin, ticket o coupon',
  'Unknown lottery coupon': 'Hindi kilalang coupon ng lotto',
  // Games, coin pusher and fair-play checks.
  'Use a date like 2026-11-21': 'Gumamit ng petsang tulad ng 2026-11-21',
  'Choose a round': 'Pumili ng round',
  'A server seed is 64 hex characters': 'Ang server seed ay 64 na hex character',
  'This is not a round id': 'Hindi ito round id',
  'Enter the revealed server seed': 'Ilagay ang ipinakitang server seed',
  'The server seed is 64 characters of 0-9 and a-f: copy it from the revealed seed':
    'Ang server seed ay 64 na character ng 0-9 at a-f: kopyahin ito mula sa ipinakitang seed',
  'Enter the client seed': 'Ilagay ang client seed',
  'A client seed is at most 64 characters': 'Hanggang 64 na character lang ang client seed',
  'Enter the round number (nonce)': 'Ilagay ang numero ng round (nonce)',
  'The round number (nonce) is a whole number': 'Buong numero ang numero ng round (nonce)',
  'Enter the round number (nonce): 0 or more': 'Ilagay ang numero ng round (nonce): 0 o higit pa',
  'Each stake is a number of centavos': 'Dapat numero ng sentimo ang bawat taya',
  'Each stake is a whole number of centavos': 'Dapat buong bilang ng sentimo ang bawat taya',
  'A stake cannot be negative': 'Hindi puwedeng negatibo ang taya',
  'A stake can be at most ₱100,000': 'Hanggang ₱100,000 lang ang isang taya',
  'A shot is at most ₱1,000': 'Hanggang ₱1,000 lang ang isang tira',
  'Live bets are in whole pesos': 'Buong piso lang ang mga live na taya',
  'Put a bet on at least one option': 'Tumaya sa kahit isang pagpipilian',
  'Send a stake for each of the 29 Sic Bo bets': 'Magpadala ng taya para sa bawat isa sa 29 na taya ng Sic Bo',
  'Choose 8, 12 or 16 rows': 'Pumili ng 8, 12 o 16 na hilera',
  'Choose low, medium or high risk': 'Pumili ng mababa, katamtaman o mataas na risk',
  'Set a cash-out multiplier': 'Magtakda ng cash-out multiplier',
  'Set the cash-out in hundredths': 'Itakda ang cash-out sa hundredths (hal. 150 para sa 1.50x)',
  'Set a cash-out of at least 1.01x': 'Magtakda ng cash-out na hindi bababa sa 1.01x',
  'Set a cash-out of at most 1,000x': 'Magtakda ng cash-out na hindi lalampas sa 1,000x',
  'Set a target': 'Magtakda ng target',
  'Set a target from 2.00 to 98.00': 'Magtakda ng target mula 2.00 hanggang 98.00',
  'Choose under or over': 'Pumili ng under o over',
  'Pick numbers from 1 to 40': 'Pumili ng mga numero mula 1 hanggang 40',
  'Pick at least one number': 'Pumili ng kahit isang numero',
  'Pick at most 10 numbers': 'Pumili ng hindi hihigit sa 10 numero',
  'Pick each number once': 'Isang beses lang puwedeng piliin ang bawat numero',
  'Say whether this is a free (try it) drop': 'Sabihin kung libreng hulog (try it) ito',
  'Choose a coin value': 'Pumili ng halaga ng coin',
  'Choose a coin of ₱1, ₱5, ₱10 or ₱20': 'Pumili ng coin na ₱1, ₱5, ₱10 o ₱20',
  // Fields the app fills in itself (a page, a board, a camp); still words, should one ever reach the screen.
  'pageId is a page number': 'Numero ng pahina ang pageId',
  'board is bet or jackpot': 'bet o jackpot lang ang board',
  'period is day or week': 'day o week lang ang period',
  'camp is red or blue': 'red o blue lang ang camp',
  'slug must be 1-40 lowercase letters, digits or hyphens': 'Dapat 1-40 na maliliit na letra, digit o gitling ang slug',
};

/** Words that go into a message's placeholder (`{what}` of an address line, `{reason}` of unsafe text). */
export const FIL_VALIDATION_WORDS: Readonly<Record<string, string>> = {
  'recipient name': 'pangalan ng tatanggap',
  'city or municipality': 'lungsod o munisipyo',
  barangay: 'barangay',
  'house number and street': 'numero ng bahay at kalye',
  'has a broken character (an unpaired surrogate)': 'may sirang character (unpaired surrogate)',
  'has control characters that cannot be used': 'may mga control character na hindi puwedeng gamitin',
};

interface Compiled {
  exact: ReadonlyMap<string, string>;
  words: ReadonlyMap<string, string>;
  templates: readonly TextTemplate[];
}

let compiled: Compiled | null = null;

function compile(): Compiled {
  const exact = new Map<string, string>();
  const templates = compileTemplates(FIL_VALIDATION, exact);
  return { exact, words: new Map(Object.entries(FIL_VALIDATION_WORDS)), templates };
}

/** A captured value put back: a figure as it is, a word in Filipino; null for anything else (no half-English line). */
function valueIn(words: ReadonlyMap<string, string>, value: string): string | null {
  return /^[\d.,]+$/.test(value) ? value : (words.get(value) ?? null);
}

/**
 * `message` in Filipino: its exact entry, else the first template it matches whose captured values are figures or
 * words FIL_VALIDATION_WORDS has, filled in; else `message` as it is.
 */
export function validationInFilipino(message: string): string {
  const table = (compiled ??= compile());
  const exact = table.exact.get(message);
  if (exact !== undefined) return exact;
  for (const template of table.templates) {
    const values = templateValues(template, message);
    if (!values) continue;
    const put = new Map([...values].map(([name, value]) => [name, valueIn(table.words, value)]));
    if ([...put.values()].some((value) => value === null)) continue;
    return fillPlaceholders(template.text, (name) => put.get(name) ?? undefined);
  }
  return message;
}
