// @vitest-environment jsdom
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, act } from '@testing-library/react';

/** The browser's IntersectionObserver, played by hand: `enter` says which boxes came near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  static enter(el: Element) {
    for (const o of FakeObserver.all)
      if (o.watched.has(el)) o.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
}

// Each test gets a fresh module: the loaded drawings are kept module-wide once fetched.
const freshGameArt = async () => (await import('../../../../src/features/games/game-art.tsx')).GameArt;

beforeEach(() => {
  vi.resetModules();
  FakeObserver.all = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a game tile drawing', () => {
  it('is not drawn while its tile is far below the screen, and is once it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const GameArt = await freshGameArt();
    render(<GameArt seed={3} name="Mines" slug="mines" />);
    const box = screen.getByRole('img', { name: 'Mines' });
    expect(box.tagName).toBe('SPAN');
    expect(box.childElementCount).toBe(0);
    act(() => FakeObserver.enter(box));
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
  });

  it('builds the drawings of tiles that come near as a transition, which React can slice and interrupt', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let transitions = 0;
    vi.doMock('react', async (importOriginal) => {
      const react = await importOriginal<typeof React>();
      return { ...react, startTransition: (run: () => void) => (transitions++, react.startTransition(run)) };
    });
    try {
      const GameArt = await freshGameArt();
      render(<GameArt seed={3} name="Mines" slug="mines" />);
      const box = screen.getByRole('img', { name: 'Mines' });
      act(() => FakeObserver.enter(box));
      await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
      expect(transitions).toBe(1);
    } finally {
      vi.doUnmock('react');
    }
  });

  it('draws at once where the browser cannot say what is near the screen', async () => {
    const GameArt = await freshGameArt();
    render(<GameArt seed={3} name="Mines" slug="mines" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Mines' }).querySelector('svg')).not.toBeNull());
  });

  it('once the drawings are loaded, a tile drawn later shows its drawing in its first frame', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const GameArt = await freshGameArt();
    const first = render(<GameArt seed={3} name="Mines" slug="mines" />);
    act(() => FakeObserver.enter(screen.getByRole('img', { name: 'Mines' })));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Mines' }).querySelector('svg')).not.toBeNull());
    first.unmount();
    render(<GameArt seed={5} name="Plinko Drop" slug="plinko-drop" />);
    expect(screen.getByRole('img', { name: 'Plinko Drop' }).querySelector('svg')).not.toBeNull();
  });

  it('when the drawings cannot be fetched, the tile shows its seed pattern, not a blank box', async () => {
    vi.doMock('../../../../src/features/games/art/index.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const GameArt = await freshGameArt();
    render(<GameArt seed={3} name="Mines" slug="mines" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Mines' }).tagName.toLowerCase()).toBe('svg'));
    expect(screen.getByRole('img', { name: 'Mines' }).textContent).toBe('M');
    vi.doUnmock('../../../../src/features/games/art/index.ts');
  });

  it('a game without a drawing of its own gets its seed pattern at once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const GameArt = await freshGameArt();
    render(<GameArt seed={7} name="Some Provider Game" />);
    const art = screen.getByRole('img', { name: 'Some Provider Game' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art.textContent).toBe('SP');
  });
});
