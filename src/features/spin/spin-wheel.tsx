// The wheel: eight sectors with the operator's labels, sector 1 at the top. Sector n is drawn turned n - 1 sectors
// anticlockwise, so turning the wheel clockwise by that much (the shared wheel motion) brings it under the pointer.
import type { SpinSector } from '../../../contract/calls/spin.ts';
import { SPIN_SECTORS } from '../../../contract/calls/spin.ts';
import { t } from '../../lib/i18n/index.ts';
import { sectorAngle } from '../../ui/wheel-motion.ts';

const HALF = 180 / SPIN_SECTORS;
const R = 48;
const edge = (deg: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(50 + R * Math.sin(rad)).toFixed(2)} ${(50 - R * Math.cos(rad)).toFixed(2)}`;
};
const SECTOR_PATH = `M50 50 L${edge(-HALF)} A${R} ${R} 0 0 1 ${edge(HALF)} Z`;

export function SpinWheel({ sectors, angle, landedOn }: { sectors: readonly SpinSector[]; angle: number; landedOn: number | null }) {
  return (
    <div className="spin-wheel" role="img" aria-label={t('spin.wheelLabel')}>
      <span className="spin-pointer" aria-hidden="true" />
      <svg viewBox="0 0 100 100" style={{ transform: `rotate(${angle}deg)` }} aria-hidden="true">
        <circle cx="50" cy="50" r="49.5" className="spin-rim" />
        {sectors.map((s) => (
          <g key={s.sector} transform={`rotate(${-sectorAngle(s.sector - 1, SPIN_SECTORS)} 50 50)`}>
            <path d={SECTOR_PATH} className={`spin-sector spin-sector-${s.sector % 2}${landedOn === s.sector ? ' spin-sector-won' : ''}`} />
            <text x="50" y="17" textAnchor="middle" className="spin-sector-label">
              {s.label}
            </text>
          </g>
        ))}
        <circle cx="50" cy="50" r="9" className="spin-hub" />
      </svg>
    </div>
  );
}
