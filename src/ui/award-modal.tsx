// The award modal of every claim in the app: the screen dims, each award (icon, name, amount) glows, and a tap
// anywhere (or Enter / Escape) closes it. Props are drawn by id range (describeProp); unknown ids still render.
import { useEffect, useRef } from 'react';
import type { Award } from '../../contract/entities.ts';
import { describeProp, type PropKind } from '../../contract/props.ts';
import { t } from '../lib/i18n/index.ts';
import { formatNumber } from '../lib/i18n/format.ts';
import { propColours, propName } from '../lib/props.ts';
import { Money } from './money.tsx';

/** An inline icon for a prop kind: coupons a ticket, money a coin, diamonds a gem, and so on. */
export function PropIcon({ kind, size = '0.8rem' }: { kind: PropKind; size?: string }) {
  const [fill, accent] = propColours(kind);
  let shape;
  switch (kind) {
    case 'percentCoupon':
    case 'fixedCoupon':
    case 'giveCoupon':
    case 'diamondCoupon':
    case 'lotteryCoupon':
      shape = (
        <>
          <path d="M4 14h40v7a4 4 0 0 0 0 6v7H4v-7a4 4 0 0 0 0-6z" fill={fill} />
          <path d="M30 16v16" stroke={accent} strokeWidth="2" strokeDasharray="3 3" />
          <text x="17" y="29" fontSize="11" fontWeight="700" textAnchor="middle" fill={accent}>
            {kind === 'percentCoupon' ? '%' : kind === 'diamondCoupon' ? '◆' : kind === 'lotteryCoupon' ? '#' : '₱'}
          </text>
        </>
      );
      break;
    case 'diamond':
      shape = <path d="M12 10h24l8 10-20 20L4 20z M4 20h40 M18 10l-4 10 10 20 10-20-4-10" fill={fill} stroke={accent} strokeWidth="1.5" />;
      break;
    case 'points':
    case 'liveness':
      shape = (
        <>
          <circle cx="24" cy="24" r="19" fill={fill} />
          <path d={kind === 'points' ? 'M24 12l3.5 7.5 8 1-6 5.5 1.5 8-7-4-7 4 1.5-8-6-5.5 8-1z' : 'M26 8L14 27h9l-3 13 14-21h-9z'} fill={accent} />
        </>
      );
      break;
    case 'newYear':
      shape = (
        <>
          <rect x="8" y="10" width="32" height="30" rx="4" fill={fill} />
          <circle cx="24" cy="24" r="6" fill="#ffd666" />
          <rect x="8" y="10" width="32" height="6" fill="#cf1322" />
        </>
      );
      break;
    case 'lottery':
      shape = (
        <>
          <circle cx="24" cy="24" r="19" fill={fill} />
          <circle cx="24" cy="24" r="11" fill={accent} />
          <text x="24" y="29" fontSize="13" fontWeight="700" textAnchor="middle" fill={fill}>
            7
          </text>
        </>
      );
      break;
    case 'coin':
    case 'jackpot':
      shape = (
        <>
          <circle cx="24" cy="24" r="19" fill={fill} />
          <circle cx="24" cy="24" r="14" fill="none" stroke={accent} strokeWidth="2" />
          <text x="24" y="30" fontSize="16" fontWeight="700" textAnchor="middle" fill={accent}>
            {kind === 'jackpot' ? '★' : '₱'}
          </text>
        </>
      );
      break;
    default:
      shape = (
        <>
          <rect x="8" y="8" width="32" height="32" rx="6" fill={fill} />
          <text x="24" y="31" fontSize="18" fontWeight="700" textAnchor="middle" fill={accent}>
            ?
          </text>
        </>
      );
  }
  return (
    <svg className="prop-icon" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {shape}
    </svg>
  );
}

/** One award: icon, name and amount (money in pesos, everything else as a count). */
export function AwardItem({ award }: { award: Award }) {
  const info = describeProp(award.id);
  return (
    <li className="award-item" data-prop-kind={info.kind}>
      <span className="award-glow">
        <PropIcon kind={info.kind} />
      </span>
      <span className="award-name">{propName(info)}</span>
      <span className="award-amount">{info.isMoney ? <Money value={award.count} /> : t('award.count', { count: formatNumber(award.count) })}</span>
    </li>
  );
}

/** Covers the whole screen; closes on a tap anywhere, Enter or Escape. */
export function AwardModal({ awards, onClose }: { awards: readonly Award[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Enter') {
        e.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.({ preventScroll: true });
    };
  }, [onClose]);
  return (
    <div ref={ref} className="award-modal" role="dialog" aria-modal="true" aria-labelledby="award-modal-title" tabIndex={-1} onClick={onClose}>
      <h2 id="award-modal-title" className="award-title">
        {t('award.title')}
      </h2>
      <ul className="award-list">
        {awards.map((award, i) => (
          <AwardItem key={`${award.id}-${i}`} award={award} />
        ))}
      </ul>
      <p className="award-continue">{t('award.tapToContinue')}</p>
    </div>
  );
}

/** The award modal as the modal host draws it: its awards come in the queued modal's props. */
export function QueuedAwardModal({ awards, onClose }: { awards?: unknown; onClose: () => void }) {
  return <AwardModal awards={Array.isArray(awards) ? (awards as Award[]) : []} onClose={onClose} />;
}
