import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useCards, useWalletInfo, useWalletRefresh } from './use-wallet.ts';
import { ChannelMark } from '../../ui/channel-mark.tsx';
import { maskAccountNo } from '../../lib/mask-account.ts';

/** /wallets/card/list and /wallets/card/list/v2: "Receiving Accounts", with add, edit and delete. */
export function CardListPage() {
  const back = useGoBack();
  const cards = useCards();
  const wallet = useWalletInfo();
  const loadError = useWalletRefresh('cards', { cards: true });
  const [deleting, setDeleting] = useState<number | null>(null);
  const { busy, error, run } = useAction();
  const max = wallet?.maxBankAccounts ?? 5;

  async function remove(id: number) {
    await run(() => api.wallet.deleteCard(id));
    setDeleting(null);
  }

  return (
    <div className="page">
      <TopBar title={t('wallet.cardsTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        {(error ?? loadError) && (
          <p className="form-error" role="alert">
            {error ?? loadError}
          </p>
        )}
        {cards === undefined ? (
          <Skeleton height="3rem" />
        ) : cards.length === 0 ? (
          <Empty title={t('wallet.noCards')} text={t('wallet.noCardsText')} />
        ) : (
          <ul className="wallet-records">
            {cards.map((c) => (
              <li key={c.id} className="wallet-row">
                <ChannelMark name={c.bankName} />
                <span className="wallet-row-main">
                  <strong>{c.bankName}</strong>
                  <small className="muted">
                    {maskAccountNo(c.accountNo)} · {c.accountName}
                  </small>
                </span>
                <span className="wallet-row-actions">
                  <Link className="icon-btn icon-btn-sm" to="/wallets/card/edit" search={{ id: c.id }} aria-label={t('wallet.editCard', { name: c.bankName })}>
                    <Pencil aria-hidden="true" size={18} />
                  </Link>
                  <button
                    type="button"
                    className="icon-btn icon-btn-sm"
                    aria-label={t('wallet.deleteCard', { name: c.bankName })}
                    onClick={() => setDeleting(c.id)}
                  >
                    <Trash2 aria-hidden="true" size={18} />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="muted">{t('wallet.cardsMax', { max })}</p>
        {(cards?.length ?? 0) < max && (
          <Link className="btn btn-primary btn-block" to="/wallets/card/edit">
            {t('wallet.addCard')}
          </Link>
        )}
      </div>
      {deleting !== null && (
        <Modal title={t('wallet.deleteTitle')} closeLabel={t('common.close')} onClose={() => setDeleting(null)}>
          <p>{t('wallet.deleteText')}</p>
          <Button variant="danger" block busy={busy} onClick={() => void remove(deleting)}>
            {t('wallet.deleteButton')}
          </Button>
        </Modal>
      )}
    </div>
  );
}
