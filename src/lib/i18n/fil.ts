// Filipino (fil): every key of the English table, no more and no fewer (the type says so), loaded only when chosen.
// Loading it also registers the contract's validation messages in Filipino, so they ride in this chunk too.
import { validationInFilipino } from '../../../contract/fil-validation.ts';
import type { MessageKey } from './en-ph.ts';
import { filA } from './fil-a.ts';
import { filB } from './fil-b.ts';
import { filC } from './fil-c.ts';
import { filD } from './fil-d.ts';
import { addValidationWords } from './index.ts';

addValidationWords('fil', validationInFilipino);

/** The language choice itself. */
const filLocale = {
  'locale.label': 'Wika',
  'locale.failed': 'Hindi ma-load ang wikang iyan. Kumonekta sa internet at subukang muli.',
} as const satisfies Partial<Record<MessageKey, string>>;

/** What the worker says itself when a call fails outside the server (contract/app-messages.ts). */
const filApp = {
  'app.timeout': 'Nag-time out ang request, pakisubukang muli mamaya',
  'app.network': 'Hindi maabot ang server. Suriin ang iyong koneksyon at subukang muli.',
  'app.cancelled': 'Kinansela ang request.',
  'app.notReady': 'Nagsisimula pa ang app, pakisubukang muli.',
  'app.localFailure': 'Hindi ma-save ng app ang data sa device na ito.',
  'app.invalidAnswer': 'Nagpadala ang server ng sagot na hindi mabasa ng app.',
  'app.invalidRequest': 'Hindi wasto ang request.',
  'app.sessionChanged': 'Natapos ang session bago dumating ang sagot.',
  'app.imageTooLarge': 'Mas malaki sa 4 MB ang larawan',
  'app.offlineDraft': 'Offline ka. Hindi naipadala ang iyong ticket; nakatabi ito rito para maipadala mo pagbalik mo online.',
  'app.orderNotFound': 'Hindi nahanap ang order ng depositong ito.',
  'app.notAnImage': 'Mag-upload ng larawang JPEG, PNG o WebP',
  'app.feedbackImageTooLarge': 'Dapat 2 MB o mas maliit ang bawat larawan',
} as const satisfies Partial<Record<MessageKey, string>>;

export const fil: Record<MessageKey, string> = { ...filA, ...filB, ...filC, ...filD, ...filLocale, ...filApp };
