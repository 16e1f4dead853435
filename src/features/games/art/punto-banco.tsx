// Baccarat Punto Banco: a natural nine fanned over the blue Player and red Banker halves of the table.
export function PuntoBancoArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <linearGradient id="art-pb-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b1f7a" />
          <stop offset="1" stopColor="#140c33" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-pb-bg)" />
      <path d="M0 70 Q50 52 100 70 L100 100 L0 100 Z" fill="#1e3a8a" />
      <path d="M50 61 Q75 62 100 70 L100 100 L50 100 Z" fill="#991b1b" />
      <path d="M0 70 Q50 52 100 70" fill="none" stroke="#f5b82e" strokeWidth="2" />
      <g transform="rotate(-14 40 48)">
        <rect x="22" y="22" width="32" height="46" rx="4" fill="#fffaf0" stroke="#d9cfa8" />
        <text x="27" y="36" fontSize="12" fontWeight="800" fill="#1b1435">
          K
        </text>
        <text x="38" y="58" fontSize="18" textAnchor="middle" fill="#1b1435">
          ♠
        </text>
      </g>
      <g transform="rotate(12 62 48)">
        <rect x="46" y="22" width="32" height="46" rx="4" fill="#fffaf0" stroke="#d9cfa8" />
        <text x="51" y="36" fontSize="12" fontWeight="800" fill="#d0213a">
          9
        </text>
        <text x="62" y="58" fontSize="18" textAnchor="middle" fill="#d0213a">
          ♥
        </text>
      </g>
      <circle cx="22" cy="84" r="9" fill="#f5b82e" stroke="#a86a00" strokeWidth="2" />
      <circle cx="22" cy="84" r="4.5" fill="none" stroke="#fff8" strokeWidth="1.5" strokeDasharray="2 2" />
      <circle cx="78" cy="86" r="9" fill="#ef4444" stroke="#7f1d1d" strokeWidth="2" />
      <circle cx="78" cy="86" r="4.5" fill="none" stroke="#fff8" strokeWidth="1.5" strokeDasharray="2 2" />
    </svg>
  );
}
