import { useEffect, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Camera, IdCard } from 'lucide-react';
import type { KycFileInfo, KycState } from '../../../contract/calls/member.ts';
import { KYC_ID_TYPES, KYC_MAX_BYTES, KYC_MIME_TYPES, KYC_STATUS, MIN_AGE_YEARS, type KycFileKind } from '../../../contract/member-constants.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { FileTooLargeError, nativeBridge, pickFile } from '../../lib/native-bridge.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';

const STATUS_KEYS: Record<number, MessageKey> = { 0: 'kyc.status0', 1: 'kyc.status1', 2: 'kyc.status2', 3: 'kyc.status3' };

/** /member/profile/kyc: state, the two photos, and the details; once sent it waits for the operator. */
export function KycPage() {
  const back = useGoBack();
  const kyc = useLiveQuery(() => getKv('kyc'), [], null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    void api.kyc.load().then((r) => setLoadError(r.ok ? null : r.msg));
  }, []);
  const editable = kyc && (kyc.status === KYC_STATUS.notSubmitted || kyc.status === KYC_STATUS.rejected);
  return (
    <div className="page">
      <TopBar title={t('kyc.title')} backLabel={t('common.back')} onBack={back} right={<Link to="/rules/kyc">{t('kyc.casesLink')}</Link>} />
      <div className="page-body">
        {!kyc ? (
          loadError ? (
            <p className="form-error" role="alert">
              {loadError}
            </p>
          ) : (
            <Skeleton height="4rem" />
          )
        ) : (
          <>
            <section className={`kyc-status kyc-status-${kyc.status}`} aria-live="polite" data-testid="kyc-status">
              <strong>{t(STATUS_KEYS[kyc.status]!)}</strong>
              {kyc.status === KYC_STATUS.rejected && <p>{t('kyc.rejectedBecause', { reason: kyc.rejectReason })}</p>}
              {kyc.status === KYC_STATUS.pending && <p>{t('kyc.pendingText')}</p>}
              {kyc.status === KYC_STATUS.approved && <p>{t('kyc.approvedText')}</p>}
              {kyc.status === KYC_STATUS.notSubmitted && <p>{t('kyc.intro', { age: MIN_AGE_YEARS })}</p>}
            </section>
            <div className="kyc-photos">
              <PhotoSlot kind="idPhoto" file={kyc.files.find((f) => f.kind === 'idPhoto')} editable={Boolean(editable)} />
              <PhotoSlot kind="selfie" file={kyc.files.find((f) => f.kind === 'selfie')} editable={Boolean(editable)} />
            </div>
            {editable ? <KycForm kyc={kyc} /> : <KycDetails kyc={kyc} />}
          </>
        )}
      </div>
    </div>
  );
}

function PhotoSlot({ kind, file, editable }: { kind: KycFileKind; file: KycFileInfo | undefined; editable: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    if (!file) return;
    let live = true;
    void api.kyc.image(file.id).then((r) => {
      if (live && r.ok) setPreview(`data:${r.data.mime};base64,${r.data.data}`);
    });
    return () => {
      live = false;
    };
  }, [file?.id, file?.size, file]);

  const upload = async (chosen: File | null) => {
    if (!chosen) return;
    if (chosen.size > KYC_MAX_BYTES) {
      setError(t('kyc.tooLarge'));
      return;
    }
    setError(null);
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    await run(() => api.kyc.upload(kind, bytes));
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    await upload(chosen);
  };
  // In the native shell a WebView's file input opens nothing unless the shell wires it: ask the shell's picker.
  const viaShell = (event: MouseEvent<HTMLInputElement>) => {
    if (!nativeBridge()?.pickFile) return;
    event.preventDefault();
    void pickFile(KYC_MIME_TYPES.join(','), KYC_MAX_BYTES).then(upload, (e: unknown) => {
      if (e instanceof FileTooLargeError) setError(t('kyc.tooLarge'));
    });
  };
  const Icon = kind === 'idPhoto' ? IdCard : Camera;
  const label = kind === 'idPhoto' ? t('kyc.idPhoto') : t('kyc.selfie');
  return (
    <div className="kyc-photo">
      <div className="kyc-photo-frame">
        {preview ? <img src={preview} alt={label} /> : <Icon aria-hidden="true" size={36} />}
        {busy && <span className="spinner" aria-hidden="true" />}
      </div>
      {editable ? (
        <label className="btn btn-secondary btn-block kyc-upload">
          <span>{file ? t('kyc.replace', { what: label }) : t('kyc.upload', { what: label })}</span>
          <input
            type="file"
            accept={KYC_MIME_TYPES.join(',')}
            onChange={onFile}
            onClick={viaShell}
            className="m-hidden-input"
            disabled={busy}
            data-kind={kind}
          />
        </label>
      ) : (
        <p className="muted">{label}</p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function KycDetails({ kyc }: { kyc: KycState }) {
  return (
    <dl className="kyc-details m-card">
      <dt>{t('kyc.fullName')}</dt>
      <dd>{kyc.fullName}</dd>
      <dt>{t('kyc.birthDate')}</dt>
      <dd>{kyc.birthDate}</dd>
      <dt>{t('kyc.idType')}</dt>
      <dd>{kyc.idType ? t(`kyc.id.${kyc.idType}` as MessageKey) : ''}</dd>
      <dt>{t('kyc.idNumber')}</dt>
      <dd>{kyc.idNumber}</dd>
    </dl>
  );
}

/** Full years on the device's date; the server decides by the Manila date. */
function ageOf(birth: string): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const now = new Date();
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

function KycForm({ kyc }: { kyc: KycState }) {
  const [form, setForm] = useState({ fullName: kyc.fullName, birthDate: kyc.birthDate, idType: kyc.idType, idNumber: kyc.idNumber });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form | 'form', string | null>>>({});
  const { busy, error: failure, setError: setFailure, run } = useAction();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      fullName: form.fullName.trim().length < 2 ? t('kyc.fullNameMissing') : null,
      birthDate: !/^\d{4}-\d{2}-\d{2}$/.test(form.birthDate)
        ? t('kyc.birthDateMissing')
        : ageOf(form.birthDate) < MIN_AGE_YEARS
          ? t('kyc.tooYoung', { age: MIN_AGE_YEARS })
          : null,
      idType: !form.idType ? t('kyc.idTypeMissing') : null,
      idNumber: !/^[A-Za-z0-9-]{4,32}$/.test(form.idNumber.trim()) ? t('kyc.idNumberInvalid') : null,
      form: kyc.files.length < 2 ? t('kyc.photosMissing') : null,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    await run(() => api.kyc.submit({ ...form, fullName: form.fullName.trim(), idNumber: form.idNumber.trim(), idType: form.idType as 'philsys' }));
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field
        label={t('kyc.fullName')}
        name="fullName"
        autoComplete="name"
        value={form.fullName}
        onChange={set('fullName')}
        maxLength={80}
        hint={t('kyc.fullNameHint')}
        error={errors.fullName}
      />
      <Field
        label={t('kyc.birthDate')}
        name="birthDate"
        type="date"
        value={form.birthDate}
        onChange={set('birthDate')}
        hint={t('kyc.birthDateHint', { age: MIN_AGE_YEARS })}
        error={errors.birthDate}
      />
      <div className={`field ${errors.idType ? 'field-invalid' : ''}`}>
        <label htmlFor="kyc-id-type">{t('kyc.idType')}</label>
        <select id="kyc-id-type" name="idType" value={form.idType} onChange={set('idType')} aria-invalid={errors.idType ? true : undefined}>
          <option value="">{t('kyc.idTypeChoose')}</option>
          {KYC_ID_TYPES.map((id) => (
            <option key={id} value={id}>
              {t(`kyc.id.${id}` as MessageKey)}
            </option>
          ))}
        </select>
        {errors.idType && (
          <p className="field-error" role="alert">
            {errors.idType}
          </p>
        )}
      </div>
      <Field
        label={t('kyc.idNumber')}
        name="idNumber"
        value={form.idNumber}
        onChange={set('idNumber')}
        maxLength={32}
        autoComplete="off"
        error={errors.idNumber}
      />
      <FormError message={errors.form ?? failure} />
      <Button type="submit" block busy={busy}>
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
