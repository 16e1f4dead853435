import { useEffect, useState } from 'react';
import type { SmsPurpose } from '../../../contract/calls/ways-in.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Field } from '../../ui/field.tsx';
import type { AuthBounds } from './bounds.ts';
import { formError } from './form-footer.tsx';
import { mobileError } from './validate.ts';

const RESEND_SECONDS = 60;

interface SmsCodeFieldsProps {
  purpose: SmsPurpose;
  bounds: AuthBounds;
  mobile: string;
  code: string;
  onMobile: (value: string) => void;
  onCode: (value: string) => void;
  errors: { mobile?: string | null; code?: string | null };
  /** Hides the mobile input when the number is already known (it is still sent). */
  mobileReadOnly?: boolean;
}

/** A mobile number and its SMS code, with the send button and its resend countdown. */
export function SmsCodeFields({ purpose, bounds, mobile, code, onMobile, onCode, errors, mobileReadOnly }: SmsCodeFieldsProps) {
  const [wait, setWait] = useState(0);
  const { busy, run } = useAction();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const invalid = mobileError(mobile);
    if (invalid) {
      setStatus({ text: invalid, error: true });
      return;
    }
    const result = await run(() => api.waysIn.sendSmsCode(purpose, mobile));
    if (!result) return;
    if (!result.ok) {
      setStatus({ text: formError(result), error: true });
      return;
    }
    setWait(RESEND_SECONDS);
    setStatus({ text: t('waysIn.codeSent', { mobile: result.data.mobile }), error: false });
  };

  return (
    <>
      <Field
        label={t('waysIn.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={mobile}
        readOnly={mobileReadOnly}
        onChange={(e) => onMobile(e.target.value)}
        hint={t('waysIn.mobileHint')}
        error={errors.mobile}
      />
      <div className="sms-code-row">
        <Field
          className="sms-code-field"
          label={t('waysIn.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={bounds.smsCodeMax}
          value={code}
          onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
          hint={t('waysIn.codeHint', { max: bounds.smsCodeMax })}
          error={errors.code}
        />
        <button type="button" className="btn btn-secondary sms-send" onClick={send} disabled={busy || wait > 0} aria-busy={busy || undefined}>
          {wait > 0 ? t('waysIn.resendIn', { s: wait }) : t('waysIn.sendCode')}
        </button>
      </div>
      {status && (
        <p className={status.error ? 'form-error' : 'sms-status'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </>
  );
}
