import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { RebateModal } from './rebate-modal.tsx';
import { formatRate, isPlayer, useGameTypeNames, useRebates, useRefresh, useUser } from './use-vip.ts';
import { VipVisitor } from './vip-visitor.tsx';
import { useClaim } from '../../lib/hooks/use-claim.ts';

const loads = [() => api.vip.loadRebates(), () => api.games.refreshCatalogue()];

/** /vip/rebate (and /bonus/rebate, embedded): unclaimed rebate by game type, claim one type or all through the bet-rebate modal. */
export function RebatePage({ embedded = false }: { embedded?: boolean }) {
  const user = useUser();
  const rows = useRebates();
  const typeNames = useGameTypeNames();
  const claim = useClaim<string>();
  const [modal, setModal] = useState(false);
  const loadError = useRefresh(isPlayer(user), loads);
  const typeName = (type: number) => typeNames.get(type) ?? t('vip.gameType', { id: type });

  if (user !== null && !isPlayer(user)) return <VipVisitor resume={embedded ? '/bonus/rebate' : '/vip/rebate'} />;
  if (!rows || (rows.length === 0 && !loadError)) return <Skeleton height="3rem" />;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);

  async function claimAll() {
    if ((await claim.claim('all', () => api.vip.claimRebates()))?.ok) setModal(false);
  }

  return (
    <div className="rebate">
      <section className="m-card rebate-total" aria-labelledby="rebate-total-title">
        <h2 id="rebate-total-title" className="m-card-title">
          {t('rebate.title')}
        </h2>
        <p className="rebate-total-amount">
          <Money value={total} />
        </p>
        <p className="muted">{t('rebate.rule')}</p>
        <FormError message={claim.error ?? loadError} />
        <div className="rebate-actions">
          <Button disabled={total === 0 || claim.claiming !== null} onClick={() => setModal(true)}>
            {t('rebate.claimAll')}
          </Button>
          <Link to="/vip/rebate/record" className="btn btn-secondary">
            <span>{t('rebate.record')}</span>
          </Link>
        </div>
      </section>
      <ul className="vip-rows" aria-label={t('rebate.byType')}>
        {rows.map((row) => (
          <li key={row.type} className="vip-row">
            <span className="vip-row-main">
              <strong>{typeName(row.type)}</strong>
              <span className="muted">{t('rebate.rowDetail', { rate: formatRate(row.rate) })}</span>
              <small className="muted">
                {t('rebate.validBet')} <Money value={row.validBet} />
              </small>
            </span>
            <span className="rebate-row-claim">
              <Money value={row.amount} className="rebate-row-amount" />
              <Button
                variant="secondary"
                busy={claim.claiming === `type-${row.type}`}
                disabled={row.amount === 0 || claim.claiming !== null}
                onClick={() => void claim.claim(`type-${row.type}`, () => api.vip.claimRebates(row.type))}
                aria-label={t('rebate.claimType', { type: typeName(row.type) })}
              >
                {t('vip.claim')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {modal && <RebateModal rows={rows} typeName={typeName} busy={claim.claiming === 'all'} onClaim={() => void claimAll()} onClose={() => setModal(false)} />}
    </div>
  );
}
