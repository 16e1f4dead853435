// @vitest-environment jsdom
// The start-up cover lifts in the commit that draws the revealed screen, not before it (an empty body would show for
// the frames in between) and not in a blocking render of its own; and it lifts anyway when nothing draws in time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { CoverLift } from '../../../src/features/start-up/cover-lift.tsx';
import { COVER_LIMIT_MS } from '../../../src/features/start-up/cover.ts';
import { appStatus, patchStatus } from '../../../src/lib/app-status.ts';
import { useStoreInTransition } from '../../../src/lib/store.ts';

function addCover(): HTMLElement {
  const cover = document.createElement('div');
  cover.id = 'cover';
  document.body.append(cover);
  return cover;
}

afterEach(() => {
  cleanup();
  document.getElementById('cover')?.remove();
  patchStatus({ revealed: false });
  vi.useRealTimers();
});

describe('the start-up cover', () => {
  it('lifts in the same commit as the screen that waits for the reveal', async () => {
    const cover = addCover();
    // What the screen under the cover saw when it drew its revealed body: the cover must still be up then.
    const seen: boolean[] = [];
    function Body() {
      const revealed = useStoreInTransition(appStatus, (s) => s.revealed);
      useLayoutEffect(() => {
        if (revealed) seen.push(cover.hidden === true);
      }, [revealed]);
      return revealed ? <p>home body</p> : null;
    }
    render(
      <>
        <Body />
        <CoverLift />
      </>,
    );
    expect(cover.hidden).toBe(false);
    await act(async () => patchStatus({ revealed: true }));
    expect(screen.getByText('home body')).toBeTruthy();
    expect(seen).toEqual([false]);
    expect(cover.hidden).toBe(true);
  });

  it('lifts when the app mounts after the reveal', async () => {
    const cover = addCover();
    patchStatus({ revealed: true });
    await act(async () => void render(<CoverLift />));
    expect(cover.hidden).toBe(true);
  });

  it('stays until the reveal', async () => {
    const cover = addCover();
    await act(async () => void render(<CoverLift />));
    expect(cover.hidden).toBe(false);
  });

  it('is lifted by the time limit after the reveal when no screen draws', async () => {
    const { reveal } = await import('../../../src/features/start-up/start-up.ts');
    vi.useFakeTimers();
    const cover = addCover();
    reveal();
    expect(appStatus.get().revealed).toBe(true);
    vi.advanceTimersByTime(COVER_LIMIT_MS - 1);
    expect(cover.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cover.hidden).toBe(true);
  });
});
