// Carabao Gold's tile: a carabao with golden horns over green rice terraces and a gold coin sun.
export function CarabaoGoldArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <linearGradient id="cg-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f59e0b" />
          <stop offset="0.55" stopColor="#7c2d12" />
          <stop offset="1" stopColor="#14532d" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#cg-sky)" />
      <circle cx="50" cy="30" r="16" fill="#fde047" stroke="#b45309" strokeWidth="2.5" />
      <path d="M0 70c20-8 40-8 60-2s30 4 40 0v32H0z" fill="#15803d" />
      <path d="M0 82c25-8 50-8 75-2 10 2 18 2 25 0v20H0z" fill="#166534" />
      <path d="M6 74c18-6 34-6 50 0M10 88c22-6 44-6 66 0" stroke="#4ade80" strokeWidth="1.5" fill="none" />
      <path d="M22 46c6 14 18 16 24 12M78 46c-6 14-18 16-24 12" stroke="#facc15" strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M36 56c0-5 28-5 28 0l3 22c0 12-34 12-34 0z" fill="#44403c" stroke="#1c1917" strokeWidth="2.5" />
      <ellipse cx="50" cy="80" rx="12" ry="8" fill="#a8a29e" />
      <circle cx="45" cy="80" r="2.2" fill="#1c1917" />
      <circle cx="55" cy="80" r="2.2" fill="#1c1917" />
      <circle cx="42" cy="66" r="2.6" fill="#fde047" />
      <circle cx="58" cy="66" r="2.6" fill="#fde047" />
    </svg>
  );
}
