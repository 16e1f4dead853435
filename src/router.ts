import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingMs: 100,
  scrollRestoration: true,
  defaultNotFoundComponent: undefined,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** false hides the bottom navigation bar (SPEC section 2 "no navbar"). */
    navbar?: boolean;
  }
}
