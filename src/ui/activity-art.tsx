const PALETTES = [
  ['#f5b82e', '#b45309'],
  ['#8b5cf6', '#4c1d95'],
  ['#22c55e', '#166534'],
  ['#ef4444', '#7f1d1d'],
  ['#06b6d4', '#155e75'],
  ['#ec4899', '#831843'],
] as const;

/** Generated tile art so no tile is an empty grey box (DESIGN "Look"). */
export function ActivityArt({ id }: { id: number }) {
  const [from, to] = PALETTES[id % PALETTES.length] ?? PALETTES[0];
  const gid = `act-${id}`;
  return (
    <svg className="activity-art" viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gid})`} />
      <circle cx="32" cy="30" r="14" fill="rgba(255,255,255,.25)" />
      <path d="M24 30l6 6 10-12" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
