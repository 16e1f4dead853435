import { useEffect, useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { ResponseOf } from '../../../contract/call.ts';
import type { kycCasesCall } from '../../../contract/calls/member.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDate, formatNumber } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Empty } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';

type Cases = ResponseOf<typeof kycCasesCall>;

/** /rules/kyc: what KYC unlocks, and the audit's successful cases (count and recent, names masked). */
export function KycCasesPage() {
  const back = useGoBack();
  const [cases, setCases] = useState<Cases | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api.kyc.cases().then((r) => (r.ok ? setCases(r.data) : setError(r.msg)));
  }, []);
  return (
    <div className="page">
      <TopBar title={t('kycCases.title')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <section className="m-card">
          <h2 className="m-card-title">{t('kycCases.why')}</h2>
          <ul className="kyc-unlocks">
            <li>
              {t('kycCases.unlockWithdraw')} {cases && <Money value={cases.kycAmount} />}
            </li>
            <li>{t('kycCases.unlockSafety')}</li>
            <li>{t('kycCases.unlockAge')}</li>
          </ul>
        </section>
        <FormError message={error} />
        {!cases && !error && <Skeleton height="3rem" />}
        {cases && <KycCasesCard cases={cases} />}
      </div>
    </div>
  );
}

/** The audit's successful cases. A count of zero works against trust: nothing shows until there are some. */
export function KycCasesCard({ cases }: { cases: Cases }) {
  if (cases.approvedCount <= 0) return null;
  return (
    <section className="m-card" aria-labelledby="kyc-cases-title">
      <h2 id="kyc-cases-title" className="m-card-title">
        {t('kycCases.count', { n: formatNumber(cases.approvedCount) })}
      </h2>
      {cases.recent.length === 0 ? (
        <Empty title={t('kycCases.none')} />
      ) : (
        <ul className="kyc-cases">
          {cases.recent.map((c, i) => (
            <li key={`${c.name}-${c.approvedAt}-${i}`}>
              <BadgeCheck aria-hidden="true" size={18} />
              <span className="kyc-case-name">{c.name}</span>
              <span className="muted">{formatDate(c.approvedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
