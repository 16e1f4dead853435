// A game's thumbnail: its own drawn art (art/) when it has one, else a gradient with shapes and its initials drawn
// from its art seed (no image download).
import { GAME_ART } from './art/index.ts';
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
  const Art = slug ? GAME_ART[slug] : undefined;
  if (Art)
    return (
      <span className="game-art" role="img" aria-label={name}>
        <Art />
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
