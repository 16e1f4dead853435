import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';

vi.mock('../../../src/lib/api.ts', () => ({ api: { setToken: vi.fn(async () => undefined) } }));

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const { handleWorkerEvent } = await import('../../../src/features/start-up/session-events.ts');
const { appStatus } = await import('../../../src/lib/app-status.ts');
const { tokenStore } = await import('../../../src/lib/session-token.ts');

function fakeRouter(pathname = '/') {
  const navigate = vi.fn(async () => undefined);
  return { router: { navigate, state: { location: { pathname } } } as unknown as AnyRouter, navigate };
}

describe('worker events in the UI', () => {
  beforeEach(() => {
    storage.clear();
    tokenStore.set('tok');
    storage.set('pw.token', 'tok');
  });

  it('an expired session drops the token and goes to login, with type=account when an account is saved', () => {
    storage.set('pw.savedAccount', 'demo');
    const { router, navigate } = fakeRouter();
    handleWorkerEvent(router, { type: 'session-expired' });
    expect(storage.has('pw.token')).toBe(false);
    expect(tokenStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/auth/login', search: { type: 'account' }, replace: true });
  });

  it('without a saved account, login opens plain', () => {
    const { router, navigate } = fakeRouter();
    handleWorkerEvent(router, { type: 'session-expired' });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth/login', search: {}, replace: true });
  });

  it('a preLogin reset drops the token without moving the player', () => {
    const { router, navigate } = fakeRouter();
    handleWorkerEvent(router, { type: 'session-reset' });
    expect(tokenStore.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a time-out opens the "Tips" dialog with the SPEC message', () => {
    const { router } = fakeRouter();
    handleWorkerEvent(router, { type: 'timeout', call: 'exitGame' });
    expect(appStatus.get().tips).toBe('The request has timed out, please try again later');
  });

  it('maintenance sends the player to /maintenance once', () => {
    const first = fakeRouter('/');
    handleWorkerEvent(first.router, { type: 'maintenance', message: 'soon' });
    expect(first.navigate).toHaveBeenCalledWith({ to: '/maintenance', replace: true });
    const already = fakeRouter('/maintenance');
    handleWorkerEvent(already.router, { type: 'maintenance', message: 'soon' });
    expect(already.navigate).not.toHaveBeenCalled();
  });
});
