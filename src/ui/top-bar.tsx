import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';

/** Secondary-page header: back, title, and an optional right-hand link (SPEC section 2). */
export function TopBar({ title, onBack, backLabel, right }: { title: string; onBack?: () => void; backLabel: string; right?: ReactNode }) {
  return (
    <header className="top-bar">
      {onBack ? (
        <button type="button" className="icon-btn" aria-label={backLabel} onClick={onBack}>
          <ChevronLeft aria-hidden="true" size={24} />
        </button>
      ) : (
        <span className="icon-btn-space" />
      )}
      <h1>{title}</h1>
      <div className="top-bar-right">{right}</div>
    </header>
  );
}
