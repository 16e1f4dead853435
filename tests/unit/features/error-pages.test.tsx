// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { ErrorPage } from '../../../src/features/errors/error-page.tsx';
import { NotFoundPage } from '../../../src/features/errors/not-found-page.tsx';
import { parseIdParam } from '../../../src/lib/params.ts';

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet, errorComponent: ErrorPage, notFoundComponent: NotFoundPage });
  const crash = createRoute({
    getParentRoute: () => root,
    path: '/crash',
    component: () => {
      throw new Error('boom');
    },
  });
  const record = createRoute({
    getParentRoute: () => root,
    path: '/record/$id',
    params: { parse: (p: { id: string }) => ({ id: parseIdParam(p.id) }), stringify: (p: { id: number }) => ({ id: String(p.id) }) },
    component: () => <p>record</p>,
  });
  const router = createRouter({ routeTree: root.addChildren([crash, record]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
}

describe('error pages', () => {
  it('a crash in a screen shows the 500 page, not a white screen', async () => {
    renderAt('/crash');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('an unknown path shows Page Not Found with the path', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('There is no page at /nowhere.')).toBeTruthy();
  });

  it('a path param that fails validation shows the 404 page', async () => {
    renderAt('/record/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('a valid path param renders the screen', async () => {
    renderAt('/record/42');
    expect(await screen.findByText('record')).toBeTruthy();
  });
});
