// Color Game: three colour dice tumbling over the lit perya board of six colours.
const BOARD = ['#facc15', '#f8fafc', '#f472b6', '#3b82f6', '#ef4444', '#22c55e'];

function Cube({ x, y, front, top, side, r }: { x: number; y: number; front: string; top: string; side: string; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <path d="M-11 -7 L-5 -13 L13 -13 L7 -7 Z" fill={top} stroke="#0006" strokeWidth="0.8" />
      <path d="M7 -7 L13 -13 L13 5 L7 11 Z" fill={side} stroke="#0006" strokeWidth="0.8" />
      <rect x="-11" y="-7" width="18" height="18" rx="2.5" fill={front} stroke="#0006" strokeWidth="0.8" />
    </g>
  );
}

export function ColorGameArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <rect width="100" height="100" rx="12" fill="#451a03" />
      <rect x="6" y="44" width="88" height="50" rx="8" fill="#2a1a0a" stroke="#f5b82e" strokeWidth="2.5" />
      {BOARD.map((c, i) => (
        <rect key={c} x={12 + (i % 3) * 26.5} y={50 + Math.floor(i / 3) * 21} width="23" height="17" rx="3" fill={c} />
      ))}
      {Array.from({ length: 9 }, (_, i) => (
        <circle key={i} cx={10 + i * 10} cy="8" r="2" fill="#ffd46b" />
      ))}
      <Cube x={24} y={28} front="#ef4444" top="#facc15" side="#7f1d1d" r={-10} />
      <Cube x={50} y={24} front="#3b82f6" top="#f472b6" side="#1e3a8a" r={6} />
      <Cube x={76} y={29} front="#22c55e" top="#f8fafc" side="#14532d" r={14} />
    </svg>
  );
}
