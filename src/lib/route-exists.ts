import type { AnyRouter } from '@tanstack/react-router';

/** Whether the app has a screen at this path; tiles and navbar entries show only for screens that exist. */
export function routeExists(router: AnyRouter, path: string): boolean {
  return Object.hasOwn(router.routesByPath as object, path);
}
