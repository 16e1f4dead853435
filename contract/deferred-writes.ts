// How long the service worker keeps a non-critical write queued offline (a like, a read mark, an invite share), apart
// from the schemas so that the service worker can use it; the API worker lays a queued write over server copies for as
// long (worker/queued-writes.ts).

/** workbox-background-sync counts maxRetentionTime in minutes: 7 days. */
export const DEFERRED_WRITE_RETENTION_MINUTES = 7 * 24 * 60;
