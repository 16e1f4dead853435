// Rocket Crash: a rocket riding a rising curve through the night, its trail glowing gold to red.
export function RocketCrashArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <linearGradient id="art-cr-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f0b1e" />
          <stop offset="1" stopColor="#3b1f7a" />
        </linearGradient>
        <linearGradient id="art-cr-trail" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#f5a623" />
          <stop offset="1" stopColor="#ef4444" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-cr-bg)" />
      <circle cx="18" cy="18" r="1.2" fill="#fff" />
      <circle cx="40" cy="10" r="0.9" fill="#fff" />
      <circle cx="84" cy="44" r="1" fill="#fff" />
      <circle cx="30" cy="36" r="0.8" fill="#fff" />
      <path d="M8 90 Q50 88 72 34" fill="none" stroke="url(#art-cr-trail)" strokeWidth="5" strokeLinecap="round" />
      <path d="M8 90 Q50 88 72 34 L72 92 L8 92 Z" fill="#f5a62322" />
      <g transform="translate(76 26) rotate(-60)">
        <path d="M18 0 Q6 -10 -10 -8 L-10 8 Q6 10 18 0 Z" fill="#f6f1ff" />
        <circle cx="4" cy="0" r="4" fill="#8b5cf6" />
        <path d="M-10 -8 L-16 -14 L-6 -8 Z M-10 8 L-16 14 L-6 8 Z" fill="#ef4444" />
        <path d="M-10 -5 L-24 0 L-10 5 Z" fill="#f5b82e" />
      </g>
    </svg>
  );
}
