// A game's thumbnail: its own drawn art (art/) when it has one, else a gradient with shapes and its initials drawn
// from its art seed (no image download).
import { startTransition, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

type ArtBySlug = Partial<Record<string, ComponentType>>;

/**
 * The drawings are a chunk of their own, fetched when the first tile nears the screen: most of the lobby is below the
 * fold of the home screen, so a first visit draws the screen without waiting for them, and a tile far down builds its
 * SVG only as it comes near (the catalogue can hold hundreds). Once fetched they stay, for every tile.
 */
let loaded: ArtBySlug | null = null;
let loading: Promise<ArtBySlug> | null = null;
function loadArt(): Promise<ArtBySlug> {
  loading ??= import('./art/index.ts').then(
    (m) => (loaded = m.GAME_ART),
    (error: unknown) => {
      loading = null; // The next tile to near the screen asks again.
      throw error;
    },
  );
  return loading;
}

/** How far below (or above) the screen a tile starts to draw: a flick of the thumb, so a scroll rarely meets a blank. */
const NEAR = '100% 0px';
let observer: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();
function whenNear(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onNear.get(entry.target)?.();
        onNear.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR },
  );
  onNear.set(el, run);
  observer.observe(el);
  return () => {
    onNear.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * The slug's drawing once its tile has come near the screen and the drawings are loaded; null until then. Once they are
 * loaded (back on the lobby later), every tile draws at once: no blank boxes for a frame.
 */
function useDrawing(slug: string | undefined, ref: RefObject<HTMLElement | null>): ComponentType | null | undefined {
  const [art, setArt] = useState(loaded);
  useEffect(() => {
    const el = ref.current;
    if (!slug || art || !el) return;
    let live = true;
    const stop = whenNear(el, () => {
      // A transition: the tiles that come near together (a screenful on the first visit) build their SVGs in slices
      // React can yield between, not in one long task that holds up a tap.
      loadArt().then(
        (map) => live && startTransition(() => setArt(map)),
        // Not to be had now (no signal before the app was cached): the seed's pattern, never a blank box. A tile drawn
        // later asks again.
        () => live && startTransition(() => setArt({})),
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [slug, art, ref]);
  if (!slug) return undefined;
  return art ? (art[slug] ?? undefined) : null;
}

const PALETTES = [
  ['#f5b82e', '#8b5cf6'],
  ['#22b8cf', '#0c2233'],
  ['#ef4444', '#f59e0b'],
  ['#22c55e', '#0f5132'],
  ['#ec4899', '#6d28d9'],
  ['#38bdf8', '#1e3a8a'],
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function GameArt({ seed, name, slug }: { seed: number; name: string; slug?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  // null: a drawn game whose drawing is not here yet (its box holds the place); undefined: none, the seed's pattern.
  const Art = useDrawing(slug, box);
  if (Art !== undefined)
    return (
      <span ref={box} className="game-art" role="img" aria-label={name}>
        {/* eslint-disable-next-line react-hooks/static-components -- module-level components of the loaded chunk: the same one every render */}
        {Art ? <Art /> : null}
      </span>
    );
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const v = (seed * (i + 7) * 2654435761) >>> 0;
    return { cx: v % 100, cy: (v >>> 8) % 100, r: 10 + ((v >>> 16) % 26) };
  });
  const id = `g${seed}`;
  return (
    <svg className="game-art" viewBox="0 0 100 100" role="img" aria-label={name}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill={`url(#${id})`} />
      {shapes.map((s, i) => (
        <circle key={i} cx={s.cx} cy={s.cy} r={s.r} fill="#fff" opacity={0.12 + i * 0.03} />
      ))}
      <text x="50" y="60" textAnchor="middle" fontSize="30" fontWeight="800" fill="#fff">
        {initials(name)}
      </text>
    </svg>
  );
}
