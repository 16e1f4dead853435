import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { describeProp, propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatExp, formatRate, isPlayer, useGameTypeNames, useRefresh, useUser, useVipData } from './use-vip.ts';
import { awardText } from './vip-rewards.tsx';

const loads = [() => api.vip.load(), () => api.games.refreshCatalogue()];

/** /vip/level: every level with the experience it needs, its daily award, level-up bonus, keep-level bet and rebate rates. */
export function VipLevelsPage() {
  const user = useUser();
  const data = useVipData();
  const typeNames = useGameTypeNames();
  const loadError = useRefresh(isPlayer(user), loads);
  if (!data) return loadError ? <FormError message={loadError} /> : <Skeleton height="3rem" />;
  const levels = Object.entries(data.appVipMap)
    .map(([level, info]) => ({ level: Number(level), info }))
    .sort((a, b) => a.level - b.level);
  return (
    <ol className="vip-levels">
      {levels.map(({ level, info }) => (
        <li key={level} className={`m-card vip-level vip-level-theme-${info.showType}`} aria-current={level === data.vip ? 'true' : undefined}>
          <div className="vip-level-head">
            <span className={`vip-badge vip-theme-${info.showType}`}>{t('home.vip', { level })}</span>
            {level === data.vip && <span className="tag new">{t('vip.yourLevel')}</span>}
            <span className="muted vip-level-exp">{t('vip.needsExp', { exp: formatExp(info.experience) })}</span>
          </div>
          <dl className="vip-level-facts">
            <dt>{t('vip.dailyTitle')}</dt>
            <dd>
              {info.dailyAward.length === 0 ? (
                <span className="muted">{t('vip.none')}</span>
              ) : (
                <ul className="vip-props">
                  {info.dailyAward.map((award, i) => {
                    const prop = describeProp(award.id);
                    return (
                      <li key={`${award.id}-${i}`}>
                        <PropIcon kind={prop.kind} size="0.36rem" />
                        <span>{prop.isMoney ? <Money value={award.count} /> : `${propName(prop)} ×${formatNumber(award.count)}`}</span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </dd>
            <dt>{t('vip.levelUpTitle')}</dt>
            <dd>{info.levelUpBonus.length ? info.levelUpBonus.map(awardText).join(' + ') : <span className="muted">{t('vip.none')}</span>}</dd>
            <dt>{t('vip.keepLevel')}</dt>
            <dd>{level === 0 ? <span className="muted">{t('vip.none')}</span> : t('vip.keepLevelAmount', { amount: formatMoney(info.betLimit) })}</dd>
            <dt>{t('vip.rebateRates')}</dt>
            <dd>
              <ul className="vip-rates">
                {Object.entries(info.rebateRates).map(([type, bp]) => (
                  <li key={type}>
                    <span>{typeNames.get(Number(type)) ?? t('vip.gameType', { id: type })}</span>
                    <strong>{formatRate(bp)}</strong>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
