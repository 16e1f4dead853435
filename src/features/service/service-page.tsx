// /service: the operator's contacts for everyone, and the way to dedicated VIP service. Reads offline from Dexie and
// refreshes once on open.
import { Crown } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { ServiceList } from './service-list.tsx';
import { useServiceDesk } from './use-service.ts';
import './service.css';

const loads = [() => api.service.load()];

export function ServicePage() {
  const goBack = useGoBack();
  const desk = useServiceDesk();
  const error = useRefresh(true, loads);
  const everyone = desk?.services.filter((s) => s.minVip === 0) ?? [];
  return (
    <div className="page">
      <TopBar title={t('service.title')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body service-body">
        <p className="service-intro">{t('service.intro')}</p>
        {/* Everyone's rows may show from preLogin's list; whether VIP service exists comes with the desk. */}
        {error && !desk?.complete && <FormError message={error} />}
        {desk === null && !error && <Skeleton height="3rem" />}
        {desk && (everyone.length > 0 ? <ServiceList services={everyone} label={t('service.title')} /> : <Empty title={t('service.empty')} />)}
        {desk?.vipServiceFrom != null && (
          <Link to="/service/vip" className="service-row service-vip-link">
            <Crown aria-hidden="true" size={22} className="service-icon" />
            <span className="service-name">{t('service.vipTitle')}</span>
            <span className="service-hint">{t('service.vipFrom', { level: desk.vipServiceFrom })}</span>
          </Link>
        )}
        <p className="service-note">{t('service.hours')}</p>
      </div>
    </div>
  );
}
