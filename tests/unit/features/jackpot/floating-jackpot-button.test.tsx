// @vitest-environment jsdom
// The floating jackpot button is drawn where the stylesheet or a kept drop puts it, without reading the window's size
// while it renders (that read made the browser lay the page out in the middle of a logged-in start).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

vi.mock('@tanstack/react-router', () => ({ useRouterState: () => '/' }));
vi.mock('../../../../src/lib/use-player.ts', () => ({ useIsPlayer: () => true, useFlags: () => ({ canReceiveDrawChance: false }) }));
vi.mock('../../../../src/lib/use-activities.ts', () => ({
  useActivities: () => [{ clickAction: '/activity/jackpot', homeFloatShowStatus: 1 }],
}));

const { FloatingJackpotButton, positionStyle } = await import('../../../../src/features/jackpot/floating-jackpot-button.tsx');

let sizeReads = 0;
beforeEach(() => {
  sizeReads = 0;
  for (const name of ['innerWidth', 'innerHeight'] as const) {
    const value = window[name];
    vi.spyOn(window, name, 'get').mockImplementation(() => {
      sizeReads += 1;
      return value;
    });
  }
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('FloatingJackpotButton', () => {
  it('is placed by the stylesheet until dropped, reading no window size', () => {
    render(<FloatingJackpotButton />);
    const button = screen.getByRole('button', { name: 'Open the lucky jackpot' });
    expect(button.getAttribute('style')).toBeNull();
    expect(sizeReads).toBe(0);
  });

  // jsdom's CSS drops clamp(), so where the browser draws it is checked in tests/e2e/jackpot.spec.ts.
  it('puts a kept drop back reading no window size', () => {
    localStorage.setItem('jackpotFloatPos', JSON.stringify({ x: 5000, y: -40 }));
    render(<FloatingJackpotButton />);
    expect(screen.getByRole('button', { name: 'Open the lucky jackpot' })).toBeTruthy();
    expect(sizeReads).toBe(0);
  });

  it('ignores a kept value that is not a position', () => {
    localStorage.setItem('jackpotFloatPos', '{"x":"left"}');
    render(<FloatingJackpotButton />);
    expect(screen.getByRole('button', { name: 'Open the lucky jackpot' }).getAttribute('style')).toBeNull();
  });

  it('writes a drop as clamp() of the viewport size', () => {
    expect(positionStyle({ x: 12, y: 300 })).toEqual({ left: 'clamp(0px, 12px, calc(100% - 56px))', top: 'clamp(0px, 300px, calc(100% - 56px))' });
  });
});
