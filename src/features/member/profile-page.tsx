import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { ChevronRight } from 'lucide-react';
import { AVATAR_IDS } from '../../../contract/member-constants.ts';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { Avatar } from './avatar.tsx';
import { useConfig } from '../../lib/use-config.ts';

const DEFAULT_SAFEBOX_LENGTH = 6;

/** /member/profile: avatar and nickname, safebox password, inviter, and the way to details and KYC. */
export function ProfilePage() {
  const back = useGoBack();
  const user = useLiveQuery(() => db.user.get('me'));
  const config = useConfig();
  const kyc = useLiveQuery(() => getKv('kyc'));
  if (!user) return null;
  const nickMax = config?.nicknameLengthMax ?? 12;
  const nickMin = config?.nicknameLengthMin ?? 0;
  const safeboxLength = config?.safeboxPasswordLength ?? DEFAULT_SAFEBOX_LENGTH;
  const kycStatus = kyc?.status ?? (user.hasKyc ? 2 : 0);
  return (
    <div className="page">
      <TopBar title={t('profile.title')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <ProfileForm key={user.id} nickname={user.nickname} avatar={user.avatar} seed={user.id} min={nickMin} max={nickMax} />
        <nav className="list-links" aria-label={t('profile.more')}>
          <Link to="/member/profile/info" className="list-link">
            <span>{t('profile.details')}</span>
            <span className="muted">{user.hasUserOther ? t('profile.detailsGiven') : t('profile.detailsMissing')}</span>
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
          <Link to="/member/profile/kyc" className="list-link">
            <span>{t('profile.kyc')}</span>
            <span className="muted">{t(`kyc.status${kycStatus}` as 'kyc.status0')}</span>
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
          <Link to="/member/self-limited" className="list-link">
            <span>{t('member.selfLimits')}</span>
            <span />
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
        </nav>
        <SafeboxForm has={user.hasSafeboxPassword} length={safeboxLength} />
        <InviterForm pid={user.pid} />
      </div>
    </div>
  );
}

function ProfileForm({ nickname, avatar, seed, min, max }: { nickname: string; avatar: string; seed: number; min: number; max: number }) {
  const [name, setName] = useState(nickname);
  const [chosen, setChosen] = useState(avatar);
  const { busy, error, setError, run } = useAction();
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const length = [...name.trim()].length;
    if (length < min || length > max) {
      setError(t('profile.nicknameBounds', { min, max }));
      return;
    }
    setError(null);
    const result = await run(() => api.member.updateProfile({ nickname: name.trim(), avatar: chosen as '' }));
    if (result?.ok) setSaved(true);
  };
  return (
    <form className="form m-card" onSubmit={submit} noValidate>
      <fieldset className="avatar-picker">
        <legend>{t('profile.avatar')}</legend>
        <div className="avatar-grid">
          {AVATAR_IDS.map((id, i) => (
            <label key={id} className={`avatar-option ${chosen === id ? 'is-chosen' : ''}`}>
              <input type="radio" name="avatar" value={id} checked={chosen === id} onChange={() => setChosen(id)} className="m-hidden-input" />
              <Avatar avatar={id} seed={seed} size="0.88rem" label={t('profile.avatarN', { n: i + 1 })} />
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('profile.nickname')}
        name="nickname"
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint={t('common.chars', { min, max })}
        maxLength={64}
        error={error}
      />
      {saved && (
        <p className="m-ok" role="status">
          {t('profile.saved')}
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

function SafeboxForm({ has, length }: { has: boolean; length: number }) {
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAction();
  const [saved, setSaved] = useState(false);
  const valid = (p: string) => new RegExp(`^\\d{${length}}$`).test(p);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!valid(password) || (has && !valid(old))) {
      setError(t('profile.safeboxDigits', { n: length }));
      return;
    }
    setError(null);
    const result = await run(() => (has ? api.member.changeSafeboxPassword(old, password) : api.member.setSafeboxPassword(password)));
    if (!result?.ok) return;
    setOld('');
    setPassword('');
    setSaved(true);
  };
  const digits = { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: length, autoComplete: 'off' };
  return (
    <form className="form m-card" onSubmit={submit} noValidate aria-labelledby="safebox-title">
      <h2 id="safebox-title" className="m-card-title">
        {t('profile.safebox')}
      </h2>
      <p className="muted">{has ? t('profile.safeboxChangeIntro') : t('profile.safeboxSetIntro', { n: length })}</p>
      {has && <Field label={t('profile.safeboxOld')} name="safeboxOld" type="password" value={old} onChange={(e) => setOld(e.target.value)} {...digits} />}
      <Field
        label={has ? t('profile.safeboxNew') : t('profile.safeboxPassword')}
        name="safeboxPassword"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('profile.safeboxDigits', { n: length })}
        error={error}
        {...digits}
      />
      {saved && (
        <p className="m-ok" role="status">
          {t('profile.safeboxSaved')}
        </p>
      )}
      <Button type="submit" variant="secondary" block busy={busy}>
        {has ? t('profile.safeboxChange') : t('profile.safeboxSet')}
      </Button>
    </form>
  );
}

function InviterForm({ pid }: { pid: number }) {
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useAction();
  if (pid > 0) {
    return (
      <section className="m-card" aria-labelledby="inviter-title">
        <h2 id="inviter-title" className="m-card-title">
          {t('profile.inviter')}
        </h2>
        <p className="muted">{t('profile.inviterBound', { id: pid })}</p>
      </section>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = Number(value.trim());
    if (!Number.isSafeInteger(id) || id <= 0) {
      setError(t('profile.inviterInvalid'));
      return;
    }
    setError(null);
    await run(() => api.member.bindInviter(id));
  };
  return (
    <form className="form m-card" onSubmit={submit} noValidate aria-labelledby="inviter-title">
      <h2 id="inviter-title" className="m-card-title">
        {t('profile.inviter')}
      </h2>
      <Field
        label={t('profile.inviterId')}
        name="pid"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint={t('profile.inviterHint')}
        error={error}
      />
      <Button type="submit" variant="secondary" block busy={busy}>
        {t('profile.inviterBind')}
      </Button>
    </form>
  );
}
