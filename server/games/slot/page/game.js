// Lucky Sampaguita: a moonlit garden of shells, mangoes, fans and parols; the sampaguita flower gives free spins.
// The symbols are drawn here (viewBox 0 0 64 64); shared/slots.js spins the reels and shows the wins.
(function () {
  'use strict';
  var SYMBOLS = [
    // shell
    '<path d="M32 54 8 28a28 24 0 0 1 48 0z" fill="#fdba74" stroke="#9a3412" stroke-width="2.5"/><path d="M32 54 16 22M32 54 24 16M32 54V14M32 54l8-38M32 54l16-32" stroke="#c2410c" stroke-width="2.5" fill="none"/><rect x="24" y="52" width="16" height="6" rx="3" fill="#fb923c"/>',
    // mango
    '<path d="M18 40c-4-14 6-28 22-26 12 2 16 14 10 26-6 12-28 16-32 0z" fill="#facc15" stroke="#a16207" stroke-width="2.5"/><path d="M22 38c2 6 10 8 16 4" stroke="#fde68a" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M38 14c4-6 10-8 16-6-2 6-8 9-16 6z" fill="#22c55e" stroke="#166534" stroke-width="2"/>',
    // abaniko (fan)
    '<path d="M32 52 6 24a36 30 0 0 1 52 0z" fill="#e11d48" stroke="#881337" stroke-width="2.5"/><path d="M32 52 12 18M32 52 22 12M32 52V10M32 52l10-40M32 52l20-34" stroke="#fecdd3" stroke-width="2"/><circle cx="32" cy="52" r="5" fill="#fbbf24" stroke="#92400e" stroke-width="2"/>',
    // parol (star lantern)
    '<path d="M32 6l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 23l16-2z" fill="#f59e0b" stroke="#7c2d12" stroke-width="2.5" stroke-linejoin="round"/><circle cx="32" cy="29" r="7" fill="#fef3c7"/><path d="M24 50l-3 10M32 48v12M40 50l3 10" stroke="#ef4444" stroke-width="3" stroke-linecap="round"/>',
    // pearl in a blue shell
    '<ellipse cx="32" cy="40" rx="26" ry="16" fill="#0ea5e9" stroke="#075985" stroke-width="2.5"/><circle cx="32" cy="32" r="14" fill="#f1f5f9" stroke="#94a3b8" stroke-width="2"/><circle cx="27" cy="27" r="4" fill="#fff"/>',
    // sun
    '<g fill="#fbbf24" stroke="#92400e" stroke-width="2"><path d="M32 2l5 14H27zM32 62l-5-14h10zM2 32l14-5v10zM62 32l-14 5V27zM11 11l13 7-6 6zM53 53l-13-7 6-6zM53 11l-7 13-6-6zM11 53l7-13 6 6z"/><circle cx="32" cy="32" r="14"/></g><circle cx="32" cy="32" r="8" fill="#fde68a"/>',
    // wild: a golden garland medallion
    '<circle cx="32" cy="32" r="27" fill="#7c3aed" stroke="#fbbf24" stroke-width="4"/><circle cx="32" cy="32" r="20" fill="none" stroke="#f0abfc" stroke-width="2" stroke-dasharray="4 4"/><text x="32" y="38" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="16" fill="#fde68a">WILD</text>',
    // sampaguita (scatter)
    '<g fill="#fff" stroke="#a3a3a3" stroke-width="1.5"><ellipse cx="32" cy="15" rx="8" ry="12"/><ellipse cx="32" cy="15" rx="8" ry="12" transform="rotate(72 32 32)"/><ellipse cx="32" cy="15" rx="8" ry="12" transform="rotate(144 32 32)"/><ellipse cx="32" cy="15" rx="8" ry="12" transform="rotate(216 32 32)"/><ellipse cx="32" cy="15" rx="8" ry="12" transform="rotate(288 32 32)"/></g><circle cx="32" cy="32" r="8" fill="#facc15" stroke="#a16207" stroke-width="2"/><path d="M18 54c6-4 22-4 28 0" stroke="#4ade80" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ];
  SlotMachine({
    reels: 5,
    rows: 3,
    symbols: SYMBOLS,
    // Said to screen readers and in the win lines, in the page's language.
    names: [Game.tr('shell'), Game.tr('mango'), Game.tr('fan'), Game.tr('parol'), Game.tr('pearl'), Game.tr('sun'), Game.tr('wild'), Game.tr('sampaguita')],
    start: [0, 1, 2, 3, 4, 5, 6, 7],
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
      [0, 0, 1, 2, 2],
      [2, 2, 1, 0, 0],
      [1, 0, 0, 0, 1],
      [1, 2, 2, 2, 1],
      [1, 0, 1, 2, 1],
    ],
    bets: [100, 500, 1000, 5000],
  });
})();
