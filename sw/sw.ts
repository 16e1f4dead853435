/// <reference lib="webworker" />
// Service-worker entry: wires precache, the offline shell, image caching, the event log and updates. Logic lives in the modules.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerImageCache } from './routes/images.ts';
import { registerEventLog } from './routes/event-log.ts';
import { registerDeferredWrites } from './routes/deferred-writes.ts';

declare const self: ServiceWorkerGlobalScope;

/** Paths served by the API, the operator or a payment channel's pages (/pay/), never by the app shell. */
// /games/: the built-in game pages the server serves into the game iframe.
const NOT_THE_SHELL = [/^\/app\//, /^\/anonymous\//, /^\/admin\//, /^\/__test\//, /^\/version\.json/, /^\/pay\//, /^\/games\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_THE_SHELL }));
registerImageCache();
registerEventLog(self);
registerDeferredWrites(self);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // The page asks to activate a waiting update when the player accepts the "new version" prompt.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page this worker does not control asks to be claimed (src/lib/pwa.ts): it came after the activation's claim.
  else if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});
clientsClaim();
