import { RECORD_TYPES } from '../../../contract/wallet-constants.ts';
import { t } from '../../lib/i18n/index.ts';
import { recordTypeLabel, type Range } from './records-rules.ts';

/** The records' two filters, type and date range; a change of either reports both. */
export function RecordsFilters({ type, range, onChange }: { type: string; range: Range; onChange: (type: string, range: Range) => void }) {
  return (
    <div className="wallet-filters">
      <label className="field">
        <span>{t('wallet.filterType')}</span>
        <select value={type} onChange={(e) => onChange(e.target.value, range)}>
          <option value="">{t('wallet.type.all')}</option>
          {RECORD_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {t(recordTypeLabel(ty))}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('wallet.filterDate')}</span>
        <select value={range} onChange={(e) => onChange(type, e.target.value as Range)}>
          <option value="all">{t('wallet.range.all')}</option>
          <option value="day">{t('wallet.range.day')}</option>
          <option value="week">{t('wallet.range.week')}</option>
          <option value="month">{t('wallet.range.month')}</option>
        </select>
      </label>
    </div>
  );
}
