// /service/vip: dedicated VIP contacts (rows the operator flagged for VIP N and above; the server sends them only
// to such players). Anyone else is told what it is, from which level, and where to get help meanwhile.
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { ServiceList } from './service-list.tsx';
import { useServiceDesk } from './use-service.ts';
import './service.css';

const loads = [() => api.service.load()];

export function VipServicePage() {
  const goBack = useGoBack();
  const desk = useServiceDesk();
  const error = useRefresh(true, loads);
  const vipRows = desk?.services.filter((s) => s.minVip > 0) ?? [];
  const from = desk?.vipServiceFrom ?? null;
  return (
    <div className="page">
      <TopBar title={t('service.vipTitle')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body service-body">
        {/* PreLogin's list cannot tell whether VIP service exists: this screen waits for the desk itself. */}
        {error && !desk?.complete && (
          <>
            <FormError message={error} />
            <Link to="/service" className="btn btn-primary btn-block">
              {t('service.vipRegular')}
            </Link>
          </>
        )}
        {!desk?.complete && !error && <Skeleton height="3rem" />}
        {desk?.complete && vipRows.length > 0 && (
          <>
            <p className="service-intro">{t('service.vipIntro')}</p>
            <ServiceList services={vipRows} label={t('service.vipTitle')} />
          </>
        )}
        {desk?.complete && vipRows.length === 0 && (
          <div className="service-visitor">
            <p>{from === null ? t('service.vipNone') : t('service.vipLocked', { level: from })}</p>
            {from !== null && (
              <Link to="/vip" className="btn btn-secondary btn-block">
                {t('service.vipSeeLevels')}
              </Link>
            )}
            <Link to="/service" className="btn btn-primary btn-block">
              {t('service.vipRegular')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
