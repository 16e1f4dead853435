// Filipino (fil): every key of the English table, no more and no fewer (the type says so), loaded only when chosen.
import type { MessageKey } from './en-ph.ts';
import { filA } from './fil-a.ts';
import { filB } from './fil-b.ts';
import { filC } from './fil-c.ts';
import { filD } from './fil-d.ts';

/** The language choice itself. */
const filLocale = {
  'locale.label': 'Wika',
  'locale.failed': 'Hindi ma-load ang wikang iyan. Kumonekta sa internet at subukang muli.',
} as const satisfies Partial<Record<MessageKey, string>>;

export const fil: Record<MessageKey, string> = { ...filA, ...filB, ...filC, ...filD, ...filLocale };
