import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Field } from '../../ui/field.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { Button } from '../../ui/button.tsx';
import { useAuthBounds } from './bounds.ts';
import { formError } from './form-footer.tsx';
import { RegisterNotice } from './register-notice.tsx';
import { SmsCodeFields } from './sms-code-fields.tsx';
import { codeError, mobileError } from './validate.ts';
import { FormError } from '../../ui/form-error.tsx';

type Errors = Partial<Record<'nickname' | 'mobile' | 'code' | 'notice', string | null>>;

/** /auth/info: after a first social login, nickname, mobile (with its SMS code) and the register notice before playing. */
export function InfoPage() {
  const router = useRouter();
  const bounds = useAuthBounds();
  const user = useLiveQuery(() => db.user.get('me'));
  const [form, setForm] = useState<{ nickname: string | null; mobile: string; code: string }>({ nickname: null, mobile: '', code: '' });
  const [notice, setNotice] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);
  const nickname = form.nickname ?? user?.nickname ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      nickname: nickname.trim().length < 1 || nickname.trim().length > bounds.nicknameMax ? t('waysIn.nicknameError', { max: bounds.nicknameMax }) : null,
      mobile: mobileError(form.mobile),
      code: codeError(form.code, bounds),
      notice: notice ? null : t('auth.noticeRequired'),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() => api.waysIn.completeInfo({ nickname: nickname.trim(), mobile: form.mobile, code: form.code.trim(), confirmNotice: true }));
    if (!result?.ok) return;
    router.history.replace('/');
  };

  return (
    <div className="page">
      <TopBar title={t('waysIn.infoTitle')} backLabel={t('common.back')} />
      <div className="page-body auth-page">
        <form className="form" onSubmit={submit} noValidate>
          <p className="form-intro">{t('waysIn.infoIntro')}</p>
          <Field
            label={t('waysIn.nickname')}
            name="nickname"
            autoComplete="nickname"
            value={nickname}
            onChange={(e) => setForm((f) => ({ ...f, nickname: e.target.value }))}
            hint={t('auth.nicknameHint', { max: bounds.nicknameMax })}
            error={errors.nickname}
          />
          <SmsCodeFields
            purpose="bind"
            bounds={bounds}
            mobile={form.mobile}
            code={form.code}
            onMobile={(mobile) => setForm((f) => ({ ...f, mobile }))}
            onCode={(code) => setForm((f) => ({ ...f, code }))}
            errors={errors}
          />
          <RegisterNotice checked={notice} onChange={setNotice} error={errors.notice} />
          <FormError message={failure} />
          <Button type="submit" block busy={busy}>
            {t('waysIn.submitInfo')}
          </Button>
        </form>
      </div>
    </div>
  );
}
