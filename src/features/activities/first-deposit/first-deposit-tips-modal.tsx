import { Link } from '@tanstack/react-router';
import { t } from '../../../lib/i18n/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { openAuthModal } from '../../../lib/modal-store.ts';
import { isPlayer, useUser } from '../../../lib/use-player.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useFirstDeposit } from './use-first-deposit.ts';

/** How to deposit, for visitors (the button opens register) and players who have never deposited. */
export function FirstDepositTipsModal({ onClose }: { onClose(): void }) {
  const user = useUser();
  const { data } = useFirstDeposit();
  const player = isPlayer(user);
  return (
    <Modal title={t('firstDeposit.tipsTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <p>{t('firstDeposit.tipsIntro')}</p>
      <ol className="signin-rules">
        <li>{t('firstDeposit.tip1')}</li>
        <li>{t('firstDeposit.tip2')}</li>
        <li>{t('firstDeposit.tip3')}</li>
      </ol>
      {data && data.maxBonus > 0 && data.tiers.length > 0 && <p className="muted">{t('firstDeposit.tipsBonus', { max: formatMoney(data.maxBonus) })}</p>}
      {player ? (
        <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-primary btn-block" onClick={onClose}>
          {t('firstDeposit.deposit')}
        </Link>
      ) : (
        <Button
          block
          onClick={() => {
            onClose();
            openAuthModal('register', '/wallets?name=deposit');
          }}
        >
          {t('firstDeposit.tipsRegister')}
        </Button>
      )}
    </Modal>
  );
}
