// One rule for every string a person (or a client) sends: no control characters and no unpaired surrogates. NUL and lone
// surrogates cannot be stored in PostgreSQL text (a 500 before this rule); the other control characters only hide or
// spoof text on someone else's screen. Kept tiny and dependency-free apart from zod: the app bundles contract/ too.
import { z } from 'zod';

/** C0 controls, DEL and C1 controls; tab, LF and CR are let through only for multi-line text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Allows tab and newline (`\n`, `\r`): feedback, addresses, anything typed in a text area. */
  multiline?: boolean;
}

/** Why a string cannot be accepted, or null when it can. */
export function unsafeTextReason(value: string, options: TextOptions = {}): string | null {
  if (LONE_SURROGATE.test(value)) return 'has a broken character (an unpaired surrogate)';
  if ((options.multiline ? CONTROL_EXCEPT_TAB_NEWLINE : CONTROL).test(value)) return 'has control characters that cannot be used';
  return null;
}

export const isSafeText = (value: string, options: TextOptions = {}) => unsafeTextReason(value, options) === null;

/** `z.string()` with the rule applied; chain `.trim()`, `.min()`, `.max()` and friends as usual. */
export function text(options: TextOptions = {}) {
  return z.string().superRefine((value, ctx) => {
    const reason = unsafeTextReason(value, options);
    if (reason) ctx.addIssue({ code: 'custom', message: `This text ${reason}`, input: value });
  });
}
