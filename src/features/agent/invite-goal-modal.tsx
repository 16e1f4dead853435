// "Invitation goal reached!": a queued modal (one modal host) offering the reached goal's awards; the claim goes
// through useClaim, so the award modal follows it in the same queue.
import { Gift } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useInviteSummary } from './use-agent.ts';

export function InviteGoalModal({ onClose, goal }: { onClose: () => void; goal?: unknown }) {
  const summary = useInviteSummary();
  const claim = useClaim<true>();
  const found = summary?.goals.find((g) => g.goal === goal);

  async function take() {
    if (!found) return;
    const result = await claim.claim(true, () => api.agent.claimGoal(found.goal));
    if (result?.ok) onClose();
  }

  return (
    <Modal title={t('goalModal.title')} onClose={onClose} closeLabel={t('common.close')}>
      <div className="agent-goal-modal">
        <Gift aria-hidden="true" size={48} className="agent-goal-icon" />
        {found && (
          <>
            <p>{t('goalModal.text', { n: found.goal })}</p>
            <ul className="award-list">
              {found.awards.map((award, i) => (
                <AwardItem key={`${award.id}-${i}`} award={award} />
              ))}
            </ul>
          </>
        )}
        {claim.error && <FormError message={claim.error} />}
        <Button block busy={claim.claiming !== null} disabled={!found || found.claimed} onClick={() => void take()}>
          {t('goalModal.claim')}
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          {t('goalModal.later')}
        </Button>
      </div>
    </Modal>
  );
}
