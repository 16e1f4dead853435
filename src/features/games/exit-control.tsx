import { useRef, useState } from 'react';
import { X } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';

/** A small exit button the player can drag out of the game's way; a tap (not a drag) leaves the game. */
export function ExitControl({ onExit }: { onExit: () => void }) {
  const [pos, setPos] = useState({ x: 8, y: 8 });
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);
  return (
    <button
      type="button"
      className="game-exit"
      style={{ right: pos.x, top: pos.y }}
      aria-label={t('games.exit')}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { dx: e.clientX, dy: e.clientY, moved: false };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const mx = e.clientX - d.dx;
        const my = e.clientY - d.dy;
        if (!d.moved && Math.abs(mx) + Math.abs(my) < 6) return;
        d.moved = true;
        d.dx = e.clientX;
        d.dy = e.clientY;
        setPos((p) => ({
          x: Math.min(window.innerWidth - 48, Math.max(0, p.x - mx)),
          y: Math.min(window.innerHeight - 48, Math.max(0, p.y + my)),
        }));
      }}
      onPointerUp={() => {
        const moved = drag.current?.moved;
        drag.current = null;
        if (!moved) onExit();
      }}
    >
      <X size={20} aria-hidden="true" />
    </button>
  );
}
