// Blackjack 21: an ace and a jack, the blackjack, on a purple felt arc with a gold chip stack.
export function Blackjack21Art() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <radialGradient id="art-bj-bg" cx="0.5" cy="0.2" r="0.9">
          <stop offset="0" stopColor="#5b2bb5" />
          <stop offset="1" stopColor="#140c33" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-bj-bg)" />
      <path d="M6 86 Q50 60 94 86" fill="none" stroke="#f5b82e" strokeWidth="2.5" />
      <g transform="rotate(-10 36 44)">
        <rect x="18" y="18" width="34" height="50" rx="4" fill="#fffaf0" stroke="#d9cfa8" />
        <text x="23" y="33" fontSize="13" fontWeight="800" fill="#1b1435">
          A
        </text>
        <text x="35" y="58" fontSize="22" textAnchor="middle" fill="#1b1435">
          ♠
        </text>
      </g>
      <g transform="rotate(10 64 44)">
        <rect x="48" y="18" width="34" height="50" rx="4" fill="#fffaf0" stroke="#d9cfa8" />
        <text x="53" y="33" fontSize="13" fontWeight="800" fill="#d0213a">
          J
        </text>
        <path d="M58 46 L61 38 L66 43 L70 36 L74 43 L79 38 L82 46 Z" fill="#f5b82e" stroke="#a86a00" strokeWidth="1" transform="translate(-4 4)" />
        <text x="66" y="62" fontSize="16" textAnchor="middle" fill="#d0213a">
          ♦
        </text>
      </g>
      <g>
        <ellipse cx="50" cy="90" rx="14" ry="4" fill="#a86a00" />
        <ellipse cx="50" cy="86" rx="14" ry="4" fill="#f5a623" />
        <ellipse cx="50" cy="82" rx="14" ry="4" fill="#ffd46b" stroke="#a86a00" />
      </g>
    </svg>
  );
}
