// Golden Reef's tile: a bright reef sea, a golden whale over coral, a clownfish and a cannon's shot.
export function GoldenReefArt() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <linearGradient id="gr-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e7490" />
          <stop offset="1" stopColor="#082f49" />
        </linearGradient>
        <linearGradient id="gr-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="1" stopColor="#f5a623" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill="url(#gr-sea)" />
      <path d="M0 100 V82 q8 -14 14 -2 q6 -16 12 0 q8 -12 14 2 V100z" fill="#f472b6" />
      <path d="M62 100 V86 q6 -12 12 0 q6 -16 12 -2 q6 -8 14 2 V100z" fill="#fb923c" />
      <ellipse cx="52" cy="42" rx="30" ry="17" fill="url(#gr-gold)" />
      <path d="M24 42 L8 28 L12 42 L8 56z" fill="#f5a623" />
      <circle cx="70" cy="38" r="3.5" fill="#111" />
      <path d="M60 50 q8 4 16 -2" stroke="#a86a00" strokeWidth="2" fill="none" />
      <ellipse cx="28" cy="72" rx="9" ry="5.5" fill="#f97316" />
      <path d="M19 72 l-6 -5 v10z" fill="#f97316" />
      <path d="M26 67 v10 M31 67 v10" stroke="#fff" strokeWidth="2" />
      <circle cx="50" cy="76" r="3" fill="#fff7c2" />
      <circle cx="50" cy="76" r="6" fill="none" stroke="#f5b82e" strokeWidth="1.5" opacity="0.7" />
      <g fill="#fff" opacity="0.5">
        <circle cx="86" cy="20" r="2.5" />
        <circle cx="90" cy="12" r="1.5" />
        <circle cx="82" cy="8" r="2" />
      </g>
    </svg>
  );
}
