// The jackpot wheel (four tiers, Mega at the top, the rest a quarter-turn apart anticlockwise) spinning onto the won
// tier, then the jackpot amount popup, which closes by itself 2 s after it shows.
import { useEffect, useRef, useState } from 'react';
import { JACKPOT_TIER_PROPS, type DrawResult } from '../../../contract/calls/jackpot.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { tierName } from './use-jackpot.ts';
import { AMOUNT_POPUP_MS, sectorAngle, wheelAngleAt, wheelSpin } from './wheel.ts';

const COLOURS = ['#f5b82e', '#8b5cf6', '#22c55e', '#38bdf8'];
const tierIndexOf = (propId: number) =>
  Math.max(
    0,
    JACKPOT_TIER_PROPS.findIndex((p) => p === propId),
  );
const tierOf = (propId: number) => describeProp(propId).tier ?? '';

function Sector({ index }: { index: number }) {
  const name = tierName(tierOf(JACKPOT_TIER_PROPS[index]!));
  // Drawn at the top, then turned anticlockwise into place: a clockwise spin of sectorAngle(index) brings it back up.
  return (
    <g transform={`rotate(${-sectorAngle(index)} 50 50)`}>
      <path d="M50 50 L14.6 14.6 A50 50 0 0 1 85.4 14.6 Z" fill={COLOURS[index]} stroke="#0f0b1e" strokeWidth="1" />
      <text x="50" y="22" textAnchor="middle" fontSize="8" fontWeight="700" fill="#0f0b1e">
        {name}
      </text>
    </g>
  );
}

export function JackpotWheel({ result, reducedMotion, onDone }: { result: DrawResult; reducedMotion: boolean; onDone: () => void }) {
  const [angle, setAngle] = useState(0);
  const frame = useRef(0);
  useEffect(() => {
    const spin = wheelSpin(tierIndexOf(result.propId), Math.random(), reducedMotion);
    const began = performance.now();
    const tick = (now: number) => {
      const elapsed = now - began;
      setAngle(wheelAngleAt(spin, elapsed));
      if (elapsed < spin.durationMs) frame.current = requestAnimationFrame(tick);
      else onDone();
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
    // One spin per result; onDone is the caller's and may change identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.id, reducedMotion]);
  return (
    <div className="modal-backdrop modal-card jp-overlay">
      <div className="jp-wheel-box" role="dialog" aria-modal="true" aria-label={t('jackpot.wheel.label', { tier: tierName(tierOf(result.propId)) })}>
        <p className="jp-wheel-title">{t('jackpot.wheel.title')}</p>
        <div className="jp-wheel">
          <span className="jp-wheel-pointer" aria-hidden="true" />
          <svg viewBox="0 0 100 100" style={{ transform: `rotate(${angle}deg)` }} aria-hidden="true">
            {JACKPOT_TIER_PROPS.map((_, i) => (
              <Sector key={i} index={i} />
            ))}
            <circle cx="50" cy="50" r="8" fill="#0f0b1e" stroke="#f5b82e" strokeWidth="2" />
          </svg>
        </div>
      </div>
    </div>
  );
}

export function JackpotAmountPopup({ result, onClose }: { result: DrawResult; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AMOUNT_POPUP_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.id]);
  return (
    <div className="modal-backdrop modal-card jp-overlay" onClick={onClose}>
      <div className="jp-amount" role="dialog" aria-modal="true" aria-label={t('jackpot.amount.title', { tier: tierName(tierOf(result.propId)) })}>
        <p className="jp-amount-tier">{t('jackpot.amount.title', { tier: tierName(tierOf(result.propId)) })}</p>
        <p className="jp-amount-value">{t('jackpot.amount.text', { amount: formatMoney(result.bonus) })}</p>
      </div>
    </div>
  );
}
