import { t } from '../../lib/i18n/index.ts';

/** SPEC section 5 register notice: the player must confirm every point before an account is made. */
export function RegisterNotice({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string | null }) {
  return (
    <fieldset className={`notice ${error ? 'field-invalid' : ''}`}>
      <legend>{t('auth.noticeTitle')}</legend>
      <ul>
        <li>{t('auth.notice1')}</li>
        <li>{t('auth.notice2')}</li>
        <li>{t('auth.notice3')}</li>
        <li>{t('auth.notice4')}</li>
      </ul>
      <label className="check">
        <input type="checkbox" name="confirmNotice" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{t('auth.noticeConfirm')}</span>
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
