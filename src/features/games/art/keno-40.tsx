// Keno 40: a grid of numbers with gold picks and green hits, and drawn balls rolling over it.
export function Keno40Art() {
  const picks = new Set([2, 9, 13, 20, 26]);
  const hits = new Set([9, 20]);
  const cells = Array.from({ length: 25 }, (_, i) => i);
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <rect width="100" height="100" rx="12" fill="#1a1040" />
      {cells.map((i) => {
        const x = 12 + (i % 5) * 16;
        const y = 12 + Math.floor(i / 5) * 13;
        const fill = hits.has(i) ? '#22c55e' : picks.has(i) ? '#f5b82e' : '#3b2f6b';
        return <rect key={i} x={x} y={y} width="13" height="10" rx="2.5" fill={fill} />;
      })}
      <circle cx="30" cy="84" r="9" fill="#c4b5fd" stroke="#7c3aed" strokeWidth="2" />
      <circle cx="50" cy="86" r="9" fill="#86efac" stroke="#15803d" strokeWidth="2" />
      <circle cx="70" cy="84" r="9" fill="#c4b5fd" stroke="#7c3aed" strokeWidth="2" />
      <circle cx="27" cy="81" r="2.5" fill="#fff9" />
      <circle cx="47" cy="83" r="2.5" fill="#fff9" />
      <circle cx="67" cy="81" r="2.5" fill="#fff9" />
    </svg>
  );
}
