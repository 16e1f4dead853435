import { t } from '../../../lib/i18n/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TopBar } from '../../../ui/top-bar.tsx';
import { FirstDepositJoin } from './first-deposit-join.tsx';
import { FirstDepositTiers, FirstDepositTurnover } from './first-deposit-tiers.tsx';
import { useFirstDeposit } from './use-first-deposit.ts';

/** /activity/first-deposit (with navbar): the tiers, wagering in words, and the player's result once used. */
export function FirstDepositPage() {
  const { data, error } = useFirstDeposit();
  return (
    <div className="page">
      <TopBar title={t('firstDeposit.title')} backLabel={t('common.back')} />
      <div className="page-body">
        <p className="form-intro">{t('firstDeposit.intro')}</p>
        {error && !data && <FormError message={error} />}
        {data ? (
          <>
            {data.received ? (
              <section className="fd-used" role="status">
                <strong>{t('firstDeposit.used')}</strong>
                <p>
                  {data.received.bonus > 0
                    ? t('firstDeposit.received', { deposit: formatMoney(data.received.deposit), bonus: formatMoney(data.received.bonus) })
                    : t('firstDeposit.receivedNone', { deposit: formatMoney(data.received.deposit) })}
                </p>
              </section>
            ) : (
              <FirstDepositJoin data={data} />
            )}
            <FirstDepositTiers data={data} />
            <FirstDepositTurnover data={data} />
            <p className="muted">{t('firstDeposit.onlyFirst')}</p>
            <p className="muted">{t('firstDeposit.joinRule')}</p>
          </>
        ) : (
          !error && <Skeleton height="2.4rem" />
        )}
      </div>
    </div>
  );
}
