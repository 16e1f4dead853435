// Helpers the channels' pay pages share (the sandbox's and PayMongo's).

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a path on this site may be the return address (never `//host`). */
export const safeReturn = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : '/wallets?name=deposit');
