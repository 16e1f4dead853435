// Dice Roll: one big die over a win/lose track with a marker, the game's roll-under in one picture.
export function DiceRollArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <defs>
        <radialGradient id="art-di-bg" cx="0.5" cy="0.3" r="0.9">
          <stop offset="0" stopColor="#4a2a8f" />
          <stop offset="1" stopColor="#140c33" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" rx="12" fill="url(#art-di-bg)" />
      <g transform="rotate(-12 50 40)">
        <rect x="28" y="18" width="44" height="44" rx="10" fill="#fffaf0" stroke="#d9cfa8" strokeWidth="1.5" />
        <circle cx="39" cy="29" r="4.2" fill="#1b1435" />
        <circle cx="61" cy="29" r="4.2" fill="#1b1435" />
        <circle cx="50" cy="40" r="4.2" fill="#d0213a" />
        <circle cx="39" cy="51" r="4.2" fill="#1b1435" />
        <circle cx="61" cy="51" r="4.2" fill="#1b1435" />
      </g>
      <rect x="12" y="78" width="76" height="8" rx="4" fill="#ef4444" />
      <rect x="12" y="78" width="44" height="8" rx="4" fill="#22c55e" />
      <path d="M44 76 L38 68 L50 68 Z" fill="#ffd46b" stroke="#a86a00" strokeWidth="1.2" />
    </svg>
  );
}
