// Dragon vs Tiger: a red dragon's head and a striped tiger face each other across a gold VS.
export function DragonVsTigerArt() {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true">
      <rect width="100" height="100" rx="12" fill="#140c33" />
      <path d="M0 0 H56 L44 100 H0 Z" fill="#7f1d1d" />
      <path d="M56 0 H100 V100 H44 Z" fill="#92400e" />
      <path d="M8 58 Q12 30 34 30 Q44 22 50 26 L42 34 L50 38 L38 42 Q34 54 22 60 Z" fill="#ef4444" stroke="#f5b82e" strokeWidth="2" />
      <circle cx="36" cy="34" r="2.5" fill="#f5b82e" />
      <path d="M14 40 L6 30 M20 34 L16 22" stroke="#f5b82e" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="74" cy="62" r="18" fill="#f59e0b" stroke="#f5b82e" strokeWidth="2" />
      <path d="M60 54 L66 60 M62 68 L68 66 M88 54 L82 60 M86 68 L80 66 M74 44 L74 52" stroke="#1b1435" strokeWidth="3" strokeLinecap="round" />
      <circle cx="67" cy="60" r="2.6" fill="#1b1435" />
      <circle cx="81" cy="60" r="2.6" fill="#1b1435" />
      <path d="M70 70 Q74 74 78 70" fill="none" stroke="#1b1435" strokeWidth="2" />
      <circle cx="59" cy="46" r="5" fill="#f59e0b" stroke="#f5b82e" strokeWidth="1.5" />
      <circle cx="89" cy="46" r="5" fill="#f59e0b" stroke="#f5b82e" strokeWidth="1.5" />
      <circle cx="50" cy="84" r="11" fill="#f5b82e" stroke="#a86a00" strokeWidth="2" />
      <text x="50" y="88.5" textAnchor="middle" fontSize="11" fontWeight="900" fill="#241a00">
        VS
      </text>
    </svg>
  );
}
