import { t } from '../../lib/i18n/index.ts';

export type Way = 'account' | 'mobile';

/** "Account" and "Mobile": two ways to log in or register, as tabs. */
export function WayTabs({ way, onChange, label }: { way: Way; onChange: (way: Way) => void; label: string }) {
  const tab = (value: Way, text: string) => (
    <button type="button" role="tab" aria-selected={way === value} className={`way-tab ${way === value ? 'way-tab-on' : ''}`} onClick={() => onChange(value)}>
      {text}
    </button>
  );
  return (
    <div className="way-tabs" role="tablist" aria-label={label}>
      {tab('account', t('waysIn.tabAccount'))}
      {tab('mobile', t('waysIn.tabMobile'))}
    </div>
  );
}
