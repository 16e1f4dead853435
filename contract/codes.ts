// The envelope codes client and server agree on, apart from the schemas so that the service worker can use them
// without carrying a schema library.

/** Envelope codes. 0 (and 200, which older servers send) mean success; the rest match the HTTP status the server sets. */
export const Code = {
  ok: 0,
  badInput: 400,
  unauthorized: 401,
  refused: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
  serverError: 500,
  /** The product is in maintenance: every call but the start-up ones answers this. */
  maintenance: 503,
  /** Not an answer of the server: the service worker kept an offline write to send later (its own reply to the page). */
  queued: 202,
} as const;
