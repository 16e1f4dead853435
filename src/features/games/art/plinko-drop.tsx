// Plinko Drop: a gold ball falling through a triangle of pegs into hot-to-cool multiplier slots.
export function PlinkoDropArt() {
  const pegs: [number, number][] = [];
  for (let r = 0; r < 6; r += 1) for (let p = 0; p < r + 3; p += 1) pegs.push([50 + (p - (r + 2) / 2) * 11, 20 + r * 10]);
  const slots = ['#ef4444', '#f97316', '#f5b82e', '#8b5cf6', '#f5b82e', '#f97316', '#ef4444'];
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <linearGradient id="art-pl-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b1f7a" />
          <stop offset="1" stopColor="#140c33" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-pl-bg)" />
      {pegs.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="2.2" fill="#e9defc" />
      ))}
      <path d="M50 8 Q47 20 55.5 25 Q62 33 56 40 Q50 48 61 55" fill="none" stroke="#ffd46b88" strokeWidth="1.5" strokeDasharray="2 3" />
      <circle cx="61" cy="58" r="5" fill="#ffd46b" stroke="#a86a00" strokeWidth="1.5" />
      {slots.map((c, i) => (
        <rect key={i} x={12 + i * 11} y="80" width="9.5" height="10" rx="2.5" fill={c} />
      ))}
    </svg>
  );
}
