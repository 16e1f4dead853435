import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/**
 * The app's router. Made by a call, not at import: building it (the route tree's index, the browser history, the
 * scroll restoration cache) was a third of the entry's evaluation, one task that a 4x slower phone felt; main.tsx
 * makes it in a task of its own.
 */
export function makeRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingMs: 100,
    scrollRestoration: true,
    defaultNotFoundComponent: undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
  interface StaticDataRouteOption {
    /** false hides the bottom navigation bar (SPEC section 2 "no navbar"). */
    navbar?: boolean;
  }
}
