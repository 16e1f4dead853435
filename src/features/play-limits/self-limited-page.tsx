import { useEffect, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PlayLimits } from '../../../contract/calls/responsible-play.ts';
import { EXCLUSION_MONTHS, LIMIT_KINDS, LIMIT_MAX, REALITY_CHECK_MINUTES, type LimitKind } from '../../../contract/member-constants.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';

const KIND_LABEL: Record<LimitKind, MessageKey> = {
  depositDay: 'limits.depositDay',
  depositWeek: 'limits.depositWeek',
  depositMonth: 'limits.depositMonth',
  lossDay: 'limits.lossDay',
  lossWeek: 'limits.lossWeek',
  lossMonth: 'limits.lossMonth',
};
const TIMEOUT_CHOICES = [24, 72, 168, 720] as const;

/** Pesos typed by the player to hundredths; '' is "no limit"; NaN when not a valid amount. */
function toHundredths(text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}
const toPesoText = (hundredths: number | null) => (hundredths === null ? '' : String(hundredths / 100));

/** /member/self-limited: deposit and loss limits, reality check, time-out and self-exclusion. The server enforces them. */
export function SelfLimitedPage() {
  const back = useGoBack();
  const limits = useLiveQuery(() => getKv('playLimits'), [], null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Kept here: the form below is remade from the server's answer after a save.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void api.limits.load().then((r) => setLoadError(r.ok ? null : r.msg));
  }, []);
  return (
    <div className="page">
      <TopBar title={t('limits.title')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <p className="form-intro">{t('limits.intro')}</p>
        {!limits ? (
          loadError ? (
            <p className="form-error" role="alert">
              {loadError}
            </p>
          ) : (
            <Skeleton height="5rem" />
          )
        ) : (
          <>
            <Restrictions limits={limits} />
            <LimitsForm
              key={JSON.stringify(limits.limits.map((l) => [l.amount, l.pending])) + limits.realityCheckMinutes}
              limits={limits}
              saved={saved}
              onSaved={setSaved}
            />
            <TimeOutForm />
            <ExclusionForm limits={limits} />
          </>
        )}
      </div>
    </div>
  );
}

function Restrictions({ limits }: { limits: PlayLimits }) {
  if (limits.exclusionUntil) {
    return (
      <p className="limits-banner" role="status">
        {t('limits.excludedUntil', { when: formatDateTime(limits.exclusionUntil) })}
      </p>
    );
  }
  if (limits.timeOutUntil) {
    return (
      <p className="limits-banner" role="status">
        {t('limits.timeOutUntil', { when: formatDateTime(limits.timeOutUntil) })}
      </p>
    );
  }
  return null;
}

function LimitsForm({ limits, saved, onSaved: setSaved }: { limits: PlayLimits; saved: boolean; onSaved: (saved: boolean) => void }) {
  const initial = Object.fromEntries(LIMIT_KINDS.map((k) => [k, toPesoText(limits.limits.find((l) => l.kind === k)?.amount ?? null)])) as Record<
    LimitKind,
    string
  >;
  const [values, setValues] = useState(initial);
  const [reality, setReality] = useState(limits.realityCheckMinutes);
  const [errors, setErrors] = useState<Partial<Record<LimitKind, string>>>({});
  const { busy, error: failure, setError: setFailure, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const next: Partial<Record<LimitKind, string>> = {};
    const change: Partial<Record<LimitKind, number | null>> = {};
    for (const kind of LIMIT_KINDS) {
      if (values[kind] === initial[kind]) continue;
      const amount = toHundredths(values[kind]);
      if (amount !== null && (Number.isNaN(amount) || amount > LIMIT_MAX)) next[kind] = t('limits.amountInvalid');
      else change[kind] = amount;
    }
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    const result = await run(() => api.limits.set({ ...change, ...(reality !== limits.realityCheckMinutes ? { realityCheckMinutes: reality } : {}) }));
    if (result?.ok) setSaved(true);
  };

  return (
    <form className="form m-card" onSubmit={submit} noValidate aria-labelledby="limits-title">
      <h2 id="limits-title" className="m-card-title">
        {t('limits.limitsTitle')}
      </h2>
      <p className="muted">{t('limits.timingRule')}</p>
      {LIMIT_KINDS.map((kind) => {
        const state = limits.limits.find((l) => l.kind === kind)!;
        const id = `limit-${kind}`;
        return (
          <div key={kind} className={`field limit-field ${errors[kind] ? 'field-invalid' : ''}`} data-kind={kind}>
            <label htmlFor={id}>{t(KIND_LABEL[kind])}</label>
            <div className="limit-input">
              <span aria-hidden="true">₱</span>
              <input
                id={id}
                name={kind}
                inputMode="decimal"
                placeholder={t('limits.none')}
                value={values[kind]}
                onChange={(e) => setValues((v) => ({ ...v, [kind]: e.target.value }))}
                aria-invalid={errors[kind] ? true : undefined}
              />
            </div>
            <p className="field-hint">
              {state.amount === null ? t('limits.noLimitNow') : t('limits.inForce')} {state.amount !== null && <Money value={state.amount} />}
              {' · '}
              {t('limits.used')} <Money value={state.used} />
            </p>
            {state.pending && (
              <p className="limit-pending" data-testid={`pending-${kind}`}>
                {state.pending.amount === null
                  ? t('limits.pendingRemoval', { when: formatDateTime(state.pending.from) })
                  : t('limits.pendingRaise', { when: formatDateTime(state.pending.from) })}{' '}
                {state.pending.amount !== null && <Money value={state.pending.amount} />}
              </p>
            )}
            {errors[kind] && (
              <p className="field-error" role="alert">
                {errors[kind]}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor="reality-check">{t('limits.realityCheck')}</label>
        <select id="reality-check" value={reality} onChange={(e) => setReality(Number(e.target.value))}>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('limits.realityOff') : t('limits.realityEvery', { n: m })}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('limits.realityHint')}</p>
      </div>
      <FormError message={failure} />
      {saved && (
        <p className="m-ok" role="status">
          {t('limits.saved')}
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {t('limits.save')}
      </Button>
    </form>
  );
}

function TimeOutForm() {
  const [hours, setHours] = useState<number>(24);
  const { busy, error, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() => api.limits.startTimeOut(hours));
  };
  return (
    <form className="form m-card" onSubmit={submit} noValidate aria-labelledby="timeout-title">
      <h2 id="timeout-title" className="m-card-title">
        {t('limits.timeOut')}
      </h2>
      <p className="muted">{t('limits.timeOutText')}</p>
      <div className="field">
        <label htmlFor="timeout-hours">{t('limits.timeOutFor')}</label>
        <select id="timeout-hours" value={hours} onChange={(e) => setHours(Number(e.target.value))}>
          {TIMEOUT_CHOICES.map((h) => (
            <option key={h} value={h}>
              {h === 24 ? t('limits.hours24') : t('limits.days', { n: h / 24 })}
            </option>
          ))}
        </select>
      </div>
      <FormError message={error} />
      <Button type="submit" variant="secondary" block busy={busy}>
        {t('limits.startTimeOut')}
      </Button>
    </form>
  );
}

function ExclusionForm({ limits }: { limits: PlayLimits }) {
  const [months, setMonths] = useState<number>(6);
  const [confirmed, setConfirmed] = useState(false);
  const { busy, error, setError, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setError(t('limits.confirmNeeded'));
      return;
    }
    await run(() => api.limits.startSelfExclusion(months));
  };
  const label = (m: number) => (m === 6 ? t('limits.months6') : m === 12 ? t('limits.year1') : t('limits.years5'));
  return (
    <form className="form m-card" onSubmit={submit} noValidate aria-labelledby="exclusion-title">
      <h2 id="exclusion-title" className="m-card-title">
        {t('limits.exclusion')}
      </h2>
      <p className="muted">{t('limits.exclusionText')}</p>
      {limits.exclusionLockedUntil && <p className="muted">{t('limits.exclusionLocked', { when: formatDateTime(limits.exclusionLockedUntil) })}</p>}
      <div className="field">
        <label htmlFor="exclusion-months">{t('limits.exclusionFor')}</label>
        <select id="exclusion-months" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
          {EXCLUSION_MONTHS.map((m) => (
            <option key={m} value={m}>
              {label(m)}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        <span>{t('limits.exclusionConfirm')}</span>
      </label>
      <FormError message={error} />
      <Button type="submit" variant="danger" block busy={busy}>
        {t('limits.startExclusion')}
      </Button>
    </form>
  );
}
