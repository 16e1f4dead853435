// @vitest-environment jsdom
// useLiveStore: every part on screen that reads one store draws a change together, in one commit, and as a
// transition, which React draws in slices (useSyncExternalStore's updates were one blocking task each).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as React from 'react';
import { Profiler } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Dexie, type EntityTable } from 'dexie';

class TestDb extends Dexie {
  declare rows: EntityTable<{ key: string; value: number }, 'key'>;
  constructor() {
    super(`use-live-store-${Math.random()}`, { cache: 'disabled' });
    this.version(1).stores({ rows: 'key' });
  }
}

let db: TestDb | undefined;
afterEach(async () => {
  cleanup();
  vi.doUnmock('react');
  vi.resetModules();
  await db?.delete();
});

async function freshLiveStore(countTransitions: () => void) {
  vi.resetModules();
  vi.doMock('react', async (importOriginal) => {
    const react = await importOriginal<typeof React>();
    return { ...react, startTransition: (run: () => void) => (countTransitions(), react.startTransition(run)) };
  });
  return import('../../../src/lib/live-store.ts');
}

describe('useLiveStore', () => {
  it('draws a change in every reader in one commit, as a transition', async () => {
    db = new TestDb();
    await db.rows.put({ key: 'me', value: 1 });
    let transitions = 0;
    const { liveStore, useLiveStore } = await freshLiveStore(() => (transitions += 1));
    const store = liveStore(async () => (await db!.rows.get('me'))?.value);
    const Value = ({ label, times }: { label: string; times: number }) => {
      const value = useLiveStore(store, (v) => (typeof v === 'number' ? String(v * times) : 'loading'));
      return <p aria-label={label}>{value}</p>;
    };
    // What each commit put on screen: the two readers' texts as the commit left them.
    const commits: string[][] = [];
    const shown = () => ['once', 'twice'].map((label) => screen.queryByLabelText(label)?.textContent ?? '');
    render(
      <Profiler id="readers" onRender={() => commits.push(shown())}>
        <Value label="once" times={1} />
        <Value label="twice" times={2} />
      </Profiler>,
    );
    expect(screen.getByLabelText('once').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByLabelText('twice').textContent).toBe('2'));
    expect(screen.getByLabelText('once').textContent).toBe('1');

    const before = { commits: commits.length, transitions };
    await db.rows.put({ key: 'me', value: 5 });
    await waitFor(() => expect(screen.getByLabelText('once').textContent).toBe('5'));
    expect(screen.getByLabelText('twice').textContent).toBe('10');
    // Both readers drew the change in one commit: no commit showed one of them changed and the other not, and the last
    // shows both changed. (A loaded machine may see more commits, before the change with the old values or after it
    // with the new, as React and the live query answer again; CI saw each. None of them is torn.)
    const after = commits.slice(before.commits);
    expect(after.filter(([once, twice]) => (once === '5') !== (twice === '10'))).toEqual([]);
    expect(after.at(-1)).toEqual(['5', '10']);
    // Each answer sets every reader in a transition: one per reader for each time the query answered.
    const started = transitions - before.transitions;
    expect(started).toBeGreaterThanOrEqual(2);
    expect(started % 2, 'the two readers set together').toBe(0);
  });

  it('shows an answer that came before the reader mounted at once', async () => {
    db = new TestDb();
    await db.rows.put({ key: 'me', value: 7 });
    const { LOADING, liveStore, useLiveStore } = await freshLiveStore(() => undefined);
    const store = liveStore(async () => (await db!.rows.get('me'))?.value);
    const stop = store.subscribe(() => undefined);
    await waitFor(() => expect(store.get()).toBe(7));
    const Value = () => <p>{useLiveStore(store, (v) => (v === LOADING ? 'loading' : String(v)))}</p>;
    render(<Value />);
    expect(screen.getByText('7')).toBeTruthy();
    stop();
  });
});
