import { Link, useRouter } from '@tanstack/react-router';
import type { FirstDepositData } from '../../../../contract/calls/first-deposit.ts';
import { api } from '../../../lib/api.ts';
import { useAction } from '../../../lib/hooks/use-action.ts';
import { t } from '../../../lib/i18n/index.ts';
import { openAuthModal } from '../../../lib/modal-store.ts';
import { isPlayer, useUser } from '../../../lib/use-player.ts';
import { Button } from '../../../ui/button.tsx';
import { FormError } from '../../../ui/form-error.tsx';

/** The offer's action: visitors log in, a player joins then goes to deposit, a joined player just deposits. */
export function FirstDepositJoin({ data, onDone }: { data: FirstDepositData; onDone?: () => void }) {
  const user = useUser();
  const router = useRouter();
  const action = useAction();
  if (data.hasDeposited) return <p className="fd-used">{t('firstDeposit.depositedBefore')}</p>;
  if (!isPlayer(user)) {
    return (
      <Button
        block
        onClick={() => {
          onDone?.();
          openAuthModal('login', '/activity/first-deposit');
        }}
      >
        {t('firstDeposit.loginToJoin')}
      </Button>
    );
  }
  if (data.joined) {
    return (
      <>
        <p className="fd-joined" role="status">
          {t('firstDeposit.joined')}
        </p>
        <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-primary btn-block" onClick={onDone}>
          {t('firstDeposit.deposit')}
        </Link>
      </>
    );
  }
  const join = async () => {
    const result = await action.run(() => api.firstDeposit.join());
    if (!result?.ok) return;
    onDone?.();
    await router.navigate({ to: '/wallets', search: { name: 'deposit' } });
  };
  return (
    <>
      <FormError message={action.error} />
      <Button block busy={action.running !== null} disabled={action.running !== null} onClick={() => void join()}>
        {t('firstDeposit.join')}
      </Button>
    </>
  );
}
