// @vitest-environment jsdom
// The lobby's tiles draw again only when their own game, heart or like control changes: every read of the catalogue
// answers new objects, and redrawing every tile's art for each (the player's likes arriving) was one long task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Game } from '../../../contract/calls/games.ts';

const drawn: string[] = [];
vi.mock('../../../src/features/games/game-art.tsx', () => ({
  GameArt: ({ name }: { name: string }) => {
    drawn.push(name);
    return <span>{name} art</span>;
  },
}));
const { GameGrid } = await import('../../../src/features/games/game-tile.tsx');

const game = (id: number, name: string, tags: string[] = ['hot']): Game => ({
  id,
  slug: `g${id}`,
  name,
  provider: 'pisowin',
  typeId: 1,
  tags,
  status: 'normal' as Game['status'],
  sort: id,
  rtp: 9600,
  artSeed: id,
});

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

/** The grid inside a router (its tiles are links), redrawn with new props by `update`. */
async function renderGrid(first: { games: Game[]; likes: Set<number>; canLike: boolean }) {
  let setProps: (next: typeof first) => void = () => undefined;
  const { useState } = await import('react');
  function Grid() {
    const [props, set] = useState(first);
    setProps = set;
    return <GameGrid {...props} />;
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Grid }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByText('Alpha art');
  return (next: typeof first) => act(() => setProps(next));
}

describe('game tiles', () => {
  it('a new read of equal games draws no tile again; a changed game or heart draws only that tile', async () => {
    const update = await renderGrid({ games: [game(1, 'Alpha'), game(2, 'Beta')], likes: new Set(), canLike: true });
    expect(drawn.sort()).toEqual(['Alpha', 'Beta']);

    drawn.length = 0;
    await update({ games: [game(1, 'Alpha'), game(2, 'Beta')], likes: new Set(), canLike: true });
    expect(drawn).toEqual([]);

    await update({ games: [game(1, 'Alpha'), game(2, 'Beta')], likes: new Set([2]), canLike: true });
    expect(drawn).toEqual(['Beta']);
    expect(screen.getByRole('button', { name: /Beta/ }).getAttribute('aria-pressed')).toBe('true');

    drawn.length = 0;
    await update({ games: [game(1, 'Alpha', ['hot', 'new']), game(2, 'Beta')], likes: new Set([2]), canLike: true });
    expect(drawn).toEqual(['Alpha']);

    drawn.length = 0;
    await update({ games: [game(1, 'Alpha', ['hot', 'new']), game(2, 'Beta')], likes: new Set([2]), canLike: false });
    expect(drawn.sort()).toEqual(['Alpha', 'Beta']);
    expect(screen.queryByRole('button', { name: /Beta/ })).toBeNull();
  });
});
