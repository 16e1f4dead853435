// Live Color Game's tile: three colour dice tumbling over a live table, with the red "live" dot.
export function LiveColorGameArt() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <radialGradient id="lcg-bg" cx="0.5" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#5b3fb5" />
          <stop offset="1" stopColor="#150f2e" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill="url(#lcg-bg)" />
      <ellipse cx="50" cy="82" rx="40" ry="10" fill="#0d3b2a" />
      <g stroke="#0006" strokeWidth="1.5">
        <rect x="14" y="46" width="26" height="26" rx="5" fill="#facc15" transform="rotate(-12 27 59)" />
        <rect x="38" y="34" width="26" height="26" rx="5" fill="#ef4444" transform="rotate(8 51 47)" />
        <rect x="60" y="50" width="26" height="26" rx="5" fill="#3b82f6" transform="rotate(-4 73 63)" />
      </g>
      <g fill="#fff" opacity="0.9">
        <circle cx="27" cy="59" r="3" />
        <circle cx="46" cy="42" r="2.6" />
        <circle cx="56" cy="52" r="2.6" />
        <circle cx="67" cy="57" r="2.4" />
        <circle cx="79" cy="69" r="2.4" />
        <circle cx="73" cy="63" r="2.4" />
      </g>
      <circle cx="16" cy="16" r="6" fill="#ef4444" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#ef4444" strokeWidth="2" opacity="0.5" />
      <path d="M30 14 a36 36 0 0 1 52 6" fill="none" stroke="#f5b82e" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
