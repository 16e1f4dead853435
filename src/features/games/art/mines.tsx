// Mines: a field of tiles with a green gem and a lit bomb turned up.
export function MinesArt() {
  const tiles = Array.from({ length: 16 }, (_, i) => i);
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <rect width="100" height="100" rx="12" fill="#1a1040" />
      {tiles.map((i) => (
        <rect
          key={i}
          x={10 + (i % 4) * 21}
          y={10 + Math.floor(i / 4) * 21}
          width="17"
          height="17"
          rx="3.5"
          fill={i === 5 ? '#065f46' : i === 10 ? '#7f1d1d' : '#3b2f6b'}
        />
      ))}
      <g transform="translate(39.5 39.5)">
        <path d="M-7 -2 L-3.5 -7 L3.5 -7 L7 -2 L0 8 Z" fill="#34d399" stroke="#065f46" strokeWidth="1" />
        <path d="M-7 -2 H7 M-3.5 -7 L-1.5 -2 L0 8 L1.5 -2 L3.5 -7" fill="none" stroke="#065f46" strokeWidth="0.8" />
      </g>
      <g transform="translate(60.5 60.5)">
        <circle cx="-1" cy="1.5" r="6" fill="#0f0b1e" />
        <path d="M3 -4 Q5 -8 8 -7" fill="none" stroke="#a16207" strokeWidth="1.4" />
        <circle cx="8" cy="-7" r="2" fill="#f97316" />
        <circle cx="-3" cy="-1" r="1.6" fill="#ffffff55" />
      </g>
    </svg>
  );
}
