import { Crown } from 'lucide-react';
import type { VipData } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatExp } from './use-vip.ts';

/** The player's level, themed by its showType (1-6), with experience and the bar to the next level. */
export function VipLevelCard({ data }: { data: VipData }) {
  const theme = data.appVipMap[String(data.vip)]?.showType ?? 1;
  const from = data.appVipMap[String(data.vip)]?.experience ?? 0;
  const next = data.nextExp;
  const share = next === null ? 1 : Math.min(1, Math.max(0, (data.vipExp - from) / Math.max(1, next - from)));
  const percent = Math.round(share * 100);
  return (
    <section className={`vip-card vip-theme-${theme}`} aria-label={t('vip.levelCard')}>
      <div className="vip-card-head">
        <Crown aria-hidden="true" size={28} />
        <p className="vip-card-level">{t('home.vip', { level: data.vip })}</p>
      </div>
      <p className="vip-card-exp">
        {next === null ? t('vip.expTop', { exp: formatExp(data.vipExp) }) : t('vip.expOf', { exp: formatExp(data.vipExp), next: formatExp(next) })}
      </p>
      <div
        className="progress vip-progress"
        role="progressbar"
        aria-label={t('member.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-card-hint">
        {next === null ? t('member.vipTop') : t('vip.expToNext', { exp: formatExp(Math.max(0, next - data.vipExp)), level: data.vip + 1 })}
      </p>
      <p className="vip-card-rule">{t('vip.expRule')}</p>
    </section>
  );
}
