// Sic Bo Dice: three dice tumbling out of a gold-rimmed bowl.
function Die({ x, y, r, pips }: { x: number; y: number; r: number; pips: [number, number][] }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <rect x="-13" y="-13" width="26" height="26" rx="6" fill="#fffaf0" stroke="#d9cfa8" />
      {pips.map(([px, py], i) => (
        <circle key={i} cx={px} cy={py} r="2.8" fill={pips.length === 1 || pips.length === 4 ? '#d0213a' : '#1b1435'} />
      ))}
    </g>
  );
}

export function SicBoDiceArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <radialGradient id="art-sb-bg" cx="0.5" cy="0.6" r="0.8">
          <stop offset="0" stopColor="#4a2a8f" />
          <stop offset="1" stopColor="#140c33" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-sb-bg)" />
      <ellipse cx="50" cy="70" rx="40" ry="18" fill="#2a1a5e" stroke="#f5b82e" strokeWidth="3" />
      <ellipse cx="50" cy="66" rx="32" ry="11" fill="#1a1040" />
      <Die x={30} y={58} r={-14} pips={[[0, 0]]} />
      <Die
        x={52}
        y={48}
        r={10}
        pips={[
          [-6, -6],
          [6, -6],
          [-6, 6],
          [6, 6],
        ]}
      />
      <Die
        x={72}
        y={60}
        r={22}
        pips={[
          [-6, -6],
          [0, 0],
          [6, 6],
        ]}
      />
      <path d="M20 20 L23 26 L29 27 L24 31 L26 37 L20 33 L14 37 L16 31 L11 27 L17 26 Z" fill="#f5b82e" />
      <path d="M80 14 L82 18 L86 18.5 L83 21 L84 25 L80 23 L76 25 L77 21 L74 18.5 L78 18 Z" fill="#f5b82e" />
    </svg>
  );
}
