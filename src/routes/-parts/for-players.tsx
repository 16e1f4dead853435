import { Suspense, type ComponentType } from 'react';
import { useIsPlayer } from '../../lib/use-player.ts';

/** Draws a lazily loaded part while a player is logged in: a visitor never loads its chunk nor runs its reads. */
export function ForPlayers({ part: Part }: { part: ComponentType }) {
  const player = useIsPlayer();
  if (!player) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
