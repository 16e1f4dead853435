import { useId } from 'react';
import type { GameTypeRow } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';

export interface RecordFilter {
  typeId: number;
  from: string;
  to: string;
}

/** Bet-record filters with visible labels: game type and a from..to range of days. */
export function RecordFilters({ value, types, onChange }: { value: RecordFilter; types: GameTypeRow[]; onChange: (next: RecordFilter) => void }) {
  const id = useId();
  return (
    <div className="record-filters">
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('games.type')}</label>
        <select id={`${id}-type`} value={value.typeId} onChange={(e) => onChange({ ...value, typeId: Number(e.target.value) })}>
          <option value={0}>{t('games.allTypes')}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('games.from')}</label>
        <input id={`${id}-from`} type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('games.to')}</label>
        <input id={`${id}-to`} type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </div>
    </div>
  );
}
