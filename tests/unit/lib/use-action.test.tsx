// @vitest-environment jsdom
// The screens' one action hook and claim hook: busy while running, one at a time, the failure's message shown and
// cleared by a success, and a claim tapped again inside the debounce ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { CLICK_DEBOUNCE_MS } from '../../../contract/constants.ts';
import { fail, ok, type Result } from '../../../contract/result.ts';
import { useAction } from '../../../src/lib/hooks/use-action.ts';
import { useClaim } from '../../../src/lib/hooks/use-claim.ts';
import { useDebouncedTap } from '../../../src/lib/hooks/use-debounced-tap.ts';
import { modalStore } from '../../../src/lib/modal-store.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useAction', () => {
  it('is busy with the running key until the task answers, then idle', async () => {
    const { result } = renderHook(() => useAction<string>());
    const answer = deferred<Result<number>>();
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.run(() => answer.promise, 'save');
    });
    expect(result.current.running).toBe('save');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer.resolve(ok(1));
      await running;
    });
    expect(result.current.running).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('shows a failure message and clears it on the next success', async () => {
    const { result } = renderHook(() => useAction());
    await act(() => result.current.run(async () => fail('api', 1, 'Not enough balance')));
    expect(result.current.error).toBe('Not enough balance');
    await act(() => result.current.run(async () => ok(null)));
    expect(result.current.error).toBeNull();
  });

  it('words a failure through the screen’s own describe', async () => {
    const { result } = renderHook(() => useAction((f) => `${f.reason}: ${f.msg}`));
    await act(() => result.current.run(async () => fail('network', 0, 'offline')));
    expect(result.current.error).toBe('network: offline');
  });

  it('does not start a second task while one runs, even in the same frame', async () => {
    const { result } = renderHook(() => useAction());
    const answer = deferred<Result<number>>();
    const second = vi.fn(async () => ok(2));
    let first!: Promise<unknown>;
    let refused: unknown;
    await act(async () => {
      first = result.current.run(() => answer.promise);
      refused = await result.current.run(second);
    });
    expect(refused).toBeNull();
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      answer.resolve(ok(1));
      await first;
    });
    await act(() => result.current.run(second));
    expect(second).toHaveBeenCalledOnce();
  });

  it('goes idle when the task throws, so the button does not stay busy', async () => {
    const { result } = renderHook(() => useAction());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    });
    expect(result.current.busy).toBe(false);
  });
});

describe('useDebouncedTap', () => {
  it('lets a tap through, ignores the next inside the debounce and lets one after it through', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useDebouncedTap());
    expect(result.current()).toBe(true);
    vi.setSystemTime(Date.now() + CLICK_DEBOUNCE_MS - 1);
    expect(result.current()).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(result.current()).toBe(true);
  });
});

describe('useClaim', () => {
  const paid = async () => ok({ awards: [{ id: 2001, count: 500 }] });

  beforeEach(() => modalStore.set({ auth: null, resume: null, queue: [], holds: [] }));

  it('queues the paid awards for the award modal', async () => {
    const { result } = renderHook(() => useClaim<number>());
    await act(() => result.current.claim(7, paid));
    expect(modalStore.get().queue).toEqual([expect.objectContaining({ kind: 'award', props: { awards: [{ id: 2001, count: 500 }] } })]);
  });

  it('ignores a second tap inside the debounce and takes one after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useClaim());
    const task = vi.fn(paid);
    await act(() => result.current.claim(true, task));
    vi.setSystemTime(Date.now() + CLICK_DEBOUNCE_MS - 1);
    await act(async () => {
      expect(await result.current.claim(true, task)).toBeNull();
    });
    expect(task).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await act(() => result.current.claim(true, task));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal and opens no modal', async () => {
    const { result } = renderHook(() => useClaim());
    await act(() => result.current.claim(true, async () => fail('api', 3, 'Already claimed')));
    expect(result.current.error).toBe('Already claimed');
    expect(modalStore.get().queue).toEqual([]);
  });
});
