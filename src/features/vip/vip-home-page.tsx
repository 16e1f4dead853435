import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { isPlayer, useRefresh, useUser, useVipAudit, useVipData } from './use-vip.ts';
import { VipLevelCard } from './vip-level-card.tsx';
import { VipDaily, VipLevelUps, VipSignIn } from './vip-rewards.tsx';
import { VipAuditCard, VipTasks } from './vip-tasks.tsx';
import { VipVisitor } from './vip-visitor.tsx';
import { useClaim } from '../../lib/hooks/use-claim.ts';

const loads = [() => api.vip.load(), () => api.vip.loadAudit()];

/** /vip/home (and /bonus/vip, embedded): level card, daily award, sign-in ladder, level-up bonuses, tasks, audit. */
export function VipHomePage({ embedded = false }: { embedded?: boolean }) {
  const user = useUser();
  const data = useVipData();
  const audit = useVipAudit();
  const claim = useClaim<string>();
  const loadError = useRefresh(isPlayer(user), loads);

  if (user !== null && !isPlayer(user)) return <VipVisitor resume={embedded ? '/bonus/vip' : '/vip/home'} />;
  return (
    <div className="vip-home">
      {loadError && !data && <FormError message={loadError} />}
      {data ? (
        <>
          <VipLevelCard data={data} />
          {claim.error && <FormError message={claim.error} />}
          <VipDaily data={data} claim={claim} />
          <VipSignIn data={data} claim={claim} />
          <VipLevelUps data={data} claim={claim} />
          <VipTasks data={data} claim={claim} />
          {audit && <VipAuditCard audit={audit} />}
        </>
      ) : (
        !loadError && (
          <div aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="2.4rem" />
          </div>
        )
      )}
    </div>
  );
}
