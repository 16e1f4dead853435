import { useEffect, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  BadgeCheck,
  Copy,
  FileText,
  Gamepad2,
  Headphones,
  History,
  Mail,
  MessageSquare,
  ShieldCheck,
  Timer,
  UserCog,
  Wallet,
  Crown,
  Gift,
  ScrollText,
  type LucideIcon,
  CircleQuestionMark,
} from 'lucide-react';
import { db, getKv, type FlagsRow } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { Avatar } from './avatar.tsx';
import { LogoutButton } from './logout-button.tsx';

interface Entry {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
  dot?: (flags: FlagsRow) => boolean;
}

/** Every entry SPEC lists; one shows only once its screen exists. */
const ENTRIES: Entry[] = [
  { to: '/wallets', label: 'member.wallet', icon: Wallet },
  { to: '/wallets/record', label: 'member.records', icon: History },
  { to: '/member/games', label: 'member.games', icon: Gamepad2 },
  { to: '/member/report', label: 'member.report', icon: FileText },
  { to: '/bonus', label: 'member.bonus', icon: Gift, dot: (f) => f.hasTask || f.taskAwardFlag || f.vipAwardFlag || f.vipTaskFlag },
  { to: '/vip', label: 'member.vip', icon: Crown, dot: (f) => f.vipAwardFlag || f.vipTaskFlag },
  { to: '/reward/record', label: 'member.rewardRecord', icon: ScrollText },
  { to: '/email', label: 'member.mail', icon: Mail, dot: (f) => f.hasMail || f.emailAwardFlag },
  { to: '/feedback', label: 'member.feedback', icon: MessageSquare },
  { to: '/service', label: 'member.service', icon: Headphones },
  { to: '/member/profile', label: 'member.profile', icon: UserCog },
  { to: '/member/profile/kyc', label: 'member.kyc', icon: BadgeCheck },
  { to: '/member/self-limited', label: 'member.selfLimits', icon: Timer },
  { to: '/rules/kyc', label: 'member.kycCases', icon: ShieldCheck },
  { to: '/help', label: 'member.help', icon: CircleQuestionMark },
];

/** /member: who the player is, VIP progress, balance, and the way to every member screen. */
export function MemberPage() {
  const router = useRouter();
  const back = useGoBack();
  const user = useLiveQuery(() => db.user.get('me'));
  const flags = useLiveQuery(() => db.flags.get('me'));
  const progress = useLiveQuery(() => getKv('vipProgress'));
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    void api.member.loadVipProgress();
    void api.session.refreshBalance();
  }, []);

  const copyId = async () => {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(String(user.id));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const entries = ENTRIES.filter((e) => routeExists(router, e.to));
  const next = progress?.nextExp ?? null;
  const from = progress?.levelExp ?? 0;
  const percent = progress && next !== null ? Math.min(100, Math.max(0, Math.round(((progress.vipExp - from) / Math.max(1, next - from)) * 100))) : 100;

  return (
    <div className="page">
      <TopBar title={t('member.title')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        {!user ? (
          <Skeleton height="2.4rem" />
        ) : (
          <section className="member-card" aria-label={t('member.account')}>
            <div className="member-head">
              <Avatar avatar={user.avatar} seed={user.id} size="1.2rem" label={t('member.avatar')} />
              <div className="member-who">
                <p className="member-name">{user.nickname || user.account}</p>
                <p className="member-id">
                  <span>{t('member.id', { id: user.id })}</span>
                  <button type="button" className="icon-btn icon-btn-sm" onClick={copyId} aria-label={t('member.copyId')}>
                    <Copy aria-hidden="true" size={16} />
                  </button>
                  {copied && (
                    <span className="member-copied" role="status">
                      {t('member.copied')}
                    </span>
                  )}
                </p>
              </div>
            </div>
            <div className="member-vip">
              <div className="member-vip-row">
                <span className="vip-badge">
                  <Crown aria-hidden="true" size={14} />
                  {t('home.vip', { level: user.vip })}
                </span>
                <span className="muted">
                  {progress && next !== null
                    ? t('member.vipToNext', { exp: formatNumber(progress.vipExp), next: formatNumber(next), level: progress.nextLevel ?? '' })
                    : progress
                      ? t('member.vipTop')
                      : ''}
                </span>
              </div>
              <div className="progress" role="progressbar" aria-label={t('member.vipProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <span style={{ width: `${percent}%` }} />
              </div>
            </div>
            <div className="member-balance">
              <span className="muted">{t('home.balance')}</span>
              <Money value={user.coin} className="member-balance-amount" />
            </div>
            <div className="member-money-actions">
              <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-primary">
                {t('member.deposit')}
              </Link>
              <Link to="/wallets" search={{ name: 'withdraw' }} className="btn btn-secondary">
                {t('member.withdraw')}
              </Link>
            </div>
          </section>
        )}

        <nav aria-label={t('member.entries')} className="member-entries">
          {entries.map(({ to, label, icon: Icon, dot }) => (
            <Link key={to} to={to} className="member-entry">
              <span className="member-entry-icon">
                <Icon aria-hidden="true" size={22} />
                {flags && dot?.(flags) && <span className="red-dot" aria-label={t('member.new')} />}
              </span>
              <span>{t(label)}</span>
            </Link>
          ))}
        </nav>

        <LanguageSwitch />
        <LogoutButton />
      </div>
    </div>
  );
}
