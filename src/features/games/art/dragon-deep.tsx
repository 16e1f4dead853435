// Dragon Deep's tile: a jade sea dragon coiling in the dark deep, a glowing anglerfish lure below it.
export function DragonDeepArt() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <linearGradient id="dd-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#030712" />
        </linearGradient>
        <linearGradient id="dd-jade" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6ee7b7" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill="url(#dd-sea)" />
      <path d="M12 70 C22 40 44 78 54 50 S78 24 86 40" fill="none" stroke="url(#dd-jade)" strokeWidth="12" strokeLinecap="round" />
      <path d="M12 70 C22 40 44 78 54 50 S78 24 86 40" fill="none" stroke="#f5b82e" strokeWidth="2" strokeDasharray="2 6" />
      <path d="M80 30 l10 -4 l-2 8 l10 2 l-12 8z" fill="#10b981" />
      <circle cx="86" cy="36" r="2.5" fill="#fde68a" />
      <path d="M78 28 l-6 -10 M84 26 l2 -12" stroke="#f5b82e" strokeWidth="2" strokeLinecap="round" />
      <circle cx="30" cy="86" r="4" fill="#fde68a" />
      <circle cx="30" cy="86" r="9" fill="#fde68a" opacity="0.25" />
      <path d="M30 82 q4 -10 12 -8" stroke="#a16207" strokeWidth="1.5" fill="none" />
      <g fill="#22d3ee" opacity="0.7">
        <circle cx="18" cy="20" r="1.5" />
        <circle cx="40" cy="14" r="1.2" />
        <circle cx="64" cy="86" r="1.5" />
      </g>
    </svg>
  );
}
