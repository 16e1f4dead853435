// Punto Banco Live's tile: a green baize with a natural nine fanned out and a gold chip, with the "live" dot.
export function PuntoBancoLiveArt() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <radialGradient id="pbl-bg" cx="0.5" cy="0.45" r="0.75">
          <stop offset="0" stopColor="#17734f" />
          <stop offset="1" stopColor="#0a2a1f" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill="url(#pbl-bg)" />
      <path d="M8 70 Q50 50 92 70" fill="none" stroke="#f5b82e" strokeWidth="2" opacity="0.6" />
      <g stroke="#0005" strokeWidth="1">
        <rect x="26" y="24" width="28" height="40" rx="4" fill="#fffdf5" transform="rotate(-14 40 44)" />
        <rect x="46" y="22" width="28" height="40" rx="4" fill="#fffdf5" transform="rotate(10 60 42)" />
      </g>
      <path d="M33 36 l5 -7 l5 7 l-5 7z" fill="#c81e1e" transform="rotate(-14 40 44)" />
      <path d="M60 30 c-6 6 -6 10 0 12 c6 -2 6 -6 0 -12z M60 42 l-3 6 h6z" fill="#111" transform="rotate(10 60 42)" />
      <circle cx="72" cy="76" r="12" fill="#f5b82e" stroke="#a86a00" strokeWidth="2" />
      <circle cx="72" cy="76" r="7" fill="none" stroke="#fff7c2" strokeWidth="2" strokeDasharray="3 3" />
      <circle cx="28" cy="80" r="9" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <circle cx="14" cy="14" r="6" fill="#ef4444" />
      <circle cx="14" cy="14" r="10" fill="none" stroke="#ef4444" strokeWidth="2" opacity="0.5" />
    </svg>
  );
}
