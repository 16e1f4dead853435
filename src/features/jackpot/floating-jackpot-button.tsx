// The draggable floating jackpot button (mounted once, by src/routes/-parts/player-parts.tsx): for logged-in players when the jackpot activity's home-float flag is on, on
// the home, bonus, member, VIP, agent and in-game pages. It follows the pointer (touch or mouse), stays inside the
// viewport, remembers where it was dropped in localStorage ('jackpotFloatPos'), and a tap, not a drag, opens the modal.
// Where it sits is CSS (jackpot.css, and clamp() around a dropped position), so drawing it reads no layout: reading
// the window's size while the app's first screen renders made the browser lay the page out there (42 ms of a logged-in
// start's main thread in a profile).
import { lazy, Suspense, useRef, useState, type PointerEvent } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { t, withAllWords } from '../../lib/i18n/index.ts';
import { useFlags, useIsPlayer } from '../../lib/use-player.ts';
import { useActivities } from '../../lib/use-activities.ts';
import './jackpot.css';

// The modal (panel, grid, wheel) loads on the first tap: it is not needed to draw the page under the button.
const LuckyJackpotModal = lazy(withAllWords(() => import('./lucky-jackpot-modal.tsx').then((m) => ({ default: m.LuckyJackpotModal }))));

const STORE_KEY = 'jackpotFloatPos';
const SIZE = 56;
/** A move shorter than this is a tap. */
const DRAG_SLOP = 6;
const SHOWN_ON = [/^\/$/, /^\/bonus(\/|$)/, /^\/member(\/|$)/, /^\/vip(\/|$)/, /^\/agent(\/|$)/, /^\/game\/start(\/|$)/];

interface Position {
  x: number;
  y: number;
}

export function clampPosition(pos: Position, width: number, height: number): Position {
  return { x: Math.min(Math.max(0, pos.x), Math.max(0, width - SIZE)), y: Math.min(Math.max(0, pos.y), Math.max(0, height - SIZE)) };
}

function savedPosition(): Position | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Position | null;
    return parsed && Number.isFinite(parsed.x) && Number.isFinite(parsed.y) ? { x: parsed.x, y: parsed.y } : null;
  } catch {
    return null;
  }
}

/**
 * A dropped position kept inside the viewport by the browser, now and after any resize or rotation: for a fixed
 * element 100% is the viewport's width or height.
 */
export function positionStyle(pos: Position): { left: string; top: string } {
  return { left: `clamp(0px, ${pos.x}px, calc(100% - ${SIZE}px))`, top: `clamp(0px, ${pos.y}px, calc(100% - ${SIZE}px))` };
}

export function FloatingJackpotButton() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const loggedIn = useIsPlayer() === true;
  const floatOn = useActivities()?.some((a) => a.clickAction === '/activity/jackpot' && a.homeFloatShowStatus === 1) === true;
  const chanceWaiting = useFlags()?.canReceiveDrawChance === true;
  // null until dropped somewhere: the stylesheet's bottom-right place.
  const [pos, setPos] = useState<Position | null>(savedPosition);
  const [open, setOpen] = useState(false);
  const drag = useRef<{ start: Position; from: Position; moved: boolean } | null>(null);
  // The click that follows the end of a drag must not open the modal.
  const dragged = useRef(false);

  if (!loggedIn || !floatOn || !SHOWN_ON.some((r) => r.test(path))) return null;

  const onDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    // Where the button is drawn, whatever placed it (the stylesheet, or a drop clamped to a smaller screen since).
    const box = e.currentTarget.getBoundingClientRect();
    drag.current = { start: { x: e.clientX, y: e.clientY }, from: { x: box.left, y: box.top }, moved: false };
  };
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
    d.moved = true;
    setPos(clampPosition({ x: d.from.x + dx, y: d.from.y + dy }, window.innerWidth, window.innerHeight));
  };
  const onUp = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
    if (dragged.current && pos) localStorage.setItem(STORE_KEY, JSON.stringify(pos));
  };
  const onClick = () => {
    if (dragged.current) dragged.current = false;
    else setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className="jp-float"
        style={pos ? positionStyle(pos) : undefined}
        aria-label={t(chanceWaiting ? 'jackpot.openWithChance' : 'jackpot.open')}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClick={onClick}
      >
        <svg viewBox="0 0 56 56" width="56" height="56" aria-hidden="true">
          <circle cx="28" cy="28" r="26" fill="#5b21b6" stroke="#f5b82e" strokeWidth="3" />
          <path d="M19 13h18v6a9 9 0 0 1-18 0z M16 14h3v3a4 4 0 0 1-3-3z M37 14h3a4 4 0 0 1-3 3z M25 27h6v4h-6z M21 31h14v3H21z" fill="#f5b82e" />
          <rect x="5" y="36" width="46" height="11" rx="5.5" fill="#ef4444" />
          <text x="28" y="44.5" textAnchor="middle" fontSize="8.5" fontWeight="900" fill="#fff" textLength="40" lengthAdjust="spacingAndGlyphs">
            JACKPOT
          </text>
        </svg>
        {chanceWaiting && <span className="red-dot jp-float-dot" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LuckyJackpotModal resume={path} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
