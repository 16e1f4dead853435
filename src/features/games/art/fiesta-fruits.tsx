// Fiesta Fruits' tile: a pineapple, a mango and calamansi under fiesta bunting.
export function FiestaFruitsArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <linearGradient id="ff-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#db2777" />
          <stop offset="1" stopColor="#3b0764" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#ff-bg)" />
      <path d="M0 10q50 14 100 0" stroke="#fde047" strokeWidth="1.5" fill="none" />
      <path d="M8 12l5 10 5-8zM28 15l5 10 5-9zM48 16l5 10 5-10zM68 15l5 10 5-9zM86 12l5 9 4-10z" fill="#22d3ee" />
      <path d="M18 13l5 10 4-9zM38 16l5 10 5-10zM58 16l5 10 5-10zM78 14l4 9 5-8z" fill="#facc15" />
      <path d="M50 44l-7-14 7 6 1-10 5 10 7-6-5 14z" fill="#16a34a" stroke="#14532d" strokeWidth="1.5" />
      <ellipse cx="51" cy="62" rx="14" ry="18" fill="#f59e0b" stroke="#78350f" strokeWidth="2.5" />
      <path d="M40 52l22 20M38 64l16 14M44 46l18 16M62 52 40 72M64 64 48 78M56 46 38 62" stroke="#92400e" strokeWidth="1.5" />
      <path d="M66 80c-3-12 6-20 16-18 8 2 10 10 6 18-4 8-20 10-22 0z" fill="#fb923c" stroke="#9a3412" strokeWidth="2" />
      <circle cx="22" cy="78" r="9" fill="#84cc16" stroke="#365314" strokeWidth="2" />
      <circle cx="33" cy="84" r="8" fill="#a3e635" stroke="#365314" strokeWidth="2" />
    </svg>
  );
}
