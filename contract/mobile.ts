// Philippine mobile numbers: the spellings players type, normalised to +639XXXXXXXXX. No imports, so the UI can use it without zod.

export const MOBILE_HINT = 'Enter a Philippine mobile number, e.g. 0917 123 4567';

const SEPARATORS = /[\s\-().]/g;

/** `09XXXXXXXXX`, `9XXXXXXXXX`, `+639XXXXXXXXX` or `639XXXXXXXXX` (spaces, dashes, dots and brackets allowed) as `+639XXXXXXXXX`; null otherwise. */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const match = /^(?:\+63|63|0)?(9\d{9})$/.exec(compact);
  return match ? `+63${match[1]}` : null;
}

/** `+639171234567` as `+63 917 123 4567`, for display. */
export function formatMobile(normalised: string): string {
  const match = /^\+63(\d{3})(\d{3})(\d{4})$/.exec(normalised);
  return match ? `+63 ${match[1]} ${match[2]} ${match[3]}` : normalised;
}
