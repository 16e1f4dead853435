// @vitest-environment jsdom
// The lobby draws a row at a time after the first screen (a task each), all at once when asked, and once all is
// drawn it stays drawn when rows come or go.
import { afterEach, describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useStepsShown } from '../../../src/features/games/lobby.tsx';

afterEach(() => {
  cleanup();
  committed.length = 0;
});

/** Every number of steps committed, in order. */
const committed: number[] = [];
function Steps({ steps, active, all }: { steps: number; active: boolean; all: boolean }) {
  const n = useStepsShown(steps, active, all);
  useLayoutEffect(() => void committed.push(n), [n]);
  return <p aria-label="shown">{n}</p>;
}
const shown = () => Number(screen.getByLabelText('shown').textContent);

describe('the lobby drawn in steps', () => {
  it('draws one step, then one more a task, up to all, once active', async () => {
    const { rerender } = render(<Steps steps={4} active={false} all={false} />);
    await new Promise((r) => setTimeout(r, 30));
    expect(shown(), 'nothing more before the tiles are drawn').toBe(1);
    rerender(<Steps steps={4} active all={false} />);
    await waitFor(() => expect(shown()).toBe(4));
    expect(committed, 'a step a commit').toEqual([1, 2, 3, 4]);
    // Rows that come after everything was drawn are drawn at once: nothing is taken from under the player.
    rerender(<Steps steps={6} active all={false} />);
    expect(shown()).toBe(6);
  });

  it('draws all at once when asked, and keeps all when no longer asked', () => {
    const { rerender } = render(<Steps steps={5} active all />);
    expect(shown()).toBe(5);
    rerender(<Steps steps={5} active all={false} />);
    expect(shown()).toBe(5);
  });
});
