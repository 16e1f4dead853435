import { useLayoutEffect } from 'react';
import { appStatus } from '../../lib/app-status.ts';
import { useStoreInTransition } from '../../lib/store.ts';
import { hideCover } from './cover.ts';

/**
 * Lifts the start-up cover in the commit that draws the revealed screen: the screens that wait for the reveal (home's
 * body) read it in the same transition, so they are drawn in slices behind the cover and appear with its lifting, in
 * one frame, instead of a blocking render as the cover goes or an empty body for the frames in between.
 */
export function CoverLift() {
  const revealed = useStoreInTransition(appStatus, (s) => s.revealed);
  useLayoutEffect(() => {
    if (revealed) hideCover();
  }, [revealed]);
  return null;
}
