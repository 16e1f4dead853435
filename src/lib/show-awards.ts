// The award modal of every claim goes through the one modal queue, so an award never covers another modal: it waits.
import type { Award } from '../../contract/entities.ts';
import { enqueueModal } from './modal-store.ts';

export const AWARD_MODAL = 'award';

let count = 0;

/** Queues the award modal for these awards (nothing for an empty list). */
export function showAwards(awards: readonly Award[]): void {
  if (awards.length === 0) return;
  count += 1;
  enqueueModal({ id: `award-${count}`, kind: AWARD_MODAL, props: { awards } });
}
