// Lucky Sampaguita's tile: a sampaguita in bloom under the moon, with a gold parol.
export function LuckySampaguitaArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <radialGradient id="ls-sky" cx="0.5" cy="0.2" r="0.9">
          <stop offset="0" stopColor="#5b3aa6" />
          <stop offset="1" stopColor="#160f2e" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#ls-sky)" />
      <circle cx="80" cy="18" r="9" fill="#fef9c3" opacity="0.9" />
      <path d="M22 8l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#f5b82e" stroke="#7c2d12" strokeWidth="1.5" />
      <path d="M18 36l-2 6M22 35v7M26 36l2 6" stroke="#ef4444" strokeWidth="2" strokeLinecap="round" />
      <g fill="#fff" stroke="#d4d4d8" strokeWidth="1.2">
        {[0, 72, 144, 216, 288].map((a) => (
          <ellipse key={a} cx="55" cy="40" rx="10" ry="17" transform={`rotate(${a} 55 57)`} />
        ))}
      </g>
      <circle cx="55" cy="57" r="8" fill="#facc15" stroke="#a16207" strokeWidth="2" />
      <path d="M30 92c8-12 30-14 50-4" stroke="#4ade80" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M40 86c-6-8-14-8-18-4 6 4 12 6 18 4z" fill="#22c55e" />
    </svg>
  );
}
