import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n/index.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { SignInCard } from './sign-in-card.tsx';
import { useSignIn } from './use-sign-in.ts';

/**
 * The start modal of the daily sign-in: today's award, the week and the claim. Once paid it closes, and the award modal
 * queued behind it shows.
 */
export function SignInModal({ onClose }: { onClose(): void }) {
  const { data, error, claim, run } = useSignIn();
  return (
    <Modal title={t('signIn.modalTitle')} onClose={onClose} closeLabel={t('common.close')}>
      {(claim.error ?? (!data && error)) && <FormError message={claim.error ?? error} />}
      {data ? (
        <SignInCard data={data} claiming={claim.claiming !== null} onClaim={() => void run().then((result) => result?.ok && onClose())} />
      ) : (
        !error && <Skeleton height="2.4rem" />
      )}
      <Link to="/activity/sign-in" className="signin-link" onClick={onClose}>
        {t('signIn.open')}
      </Link>
    </Modal>
  );
}
