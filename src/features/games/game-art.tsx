// A game's thumbnail: its own drawn art (art/<slug>.webp, drawn from art/<slug>.svg by `npm run art`) when it has one,
// else a gradient with shapes and its initials drawn from its art seed (no image download).
import { useState } from 'react';

/**
 * The drawings are images: the browser fetches one only as its tile nears the screen (`loading="lazy"`) and decodes it
 * off the main thread. Drawn inline as SVG, each tile's art was some twenty elements React built and the page styled,
 * laid out and painted as the lobby's rows landed; as SVG images, each was a document the page loaded on its main
 * thread. They are hashed files the service worker precaches, so they show offline too.
 */
const DRAWINGS: Partial<Record<string, string>> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('./art/*.webp', { query: '?no-inline', import: 'default', eager: true })).map(([file, url]) => [
    file.slice('./art/'.length, -'.webp'.length),
    url,
  ]),
);

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
  // A drawing that could not be had (no signal before the app was cached): the seed's pattern, never a blank box.
  const [failed, setFailed] = useState<string | null>(null);
  const drawing = slug ? DRAWINGS[slug] : undefined;
  if (drawing && failed !== drawing)
    return <img className="game-art" src={drawing} alt={name} width={100} height={100} loading="lazy" decoding="async" onError={() => setFailed(drawing)} />;
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
