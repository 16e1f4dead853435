// Carabao Gold: rice terraces at harvest; 243 ways, so the winning symbols light up instead of lines.
// The symbols are drawn here (viewBox 0 0 64 64); shared/slots.js spins the reels and shows the wins.
(function () {
  'use strict';
  var SYMBOLS = [
    // rice stalk
    '<path d="M30 60c0-18 2-34 10-48" stroke="#65a30d" stroke-width="3" fill="none"/><g fill="#fbbf24" stroke="#a16207" stroke-width="1.5"><ellipse cx="40" cy="12" rx="4" ry="6"/><ellipse cx="34" cy="20" rx="4" ry="6" transform="rotate(-30 34 20)"/><ellipse cx="44" cy="22" rx="4" ry="6" transform="rotate(30 44 22)"/><ellipse cx="32" cy="30" rx="4" ry="6" transform="rotate(-30 32 30)"/><ellipse cx="42" cy="32" rx="4" ry="6" transform="rotate(30 42 32)"/><ellipse cx="30" cy="40" rx="4" ry="6" transform="rotate(-30 30 40)"/></g><path d="M30 52c-8-4-14-4-20 0" stroke="#65a30d" stroke-width="3" fill="none"/>',
    // coconut
    '<circle cx="32" cy="36" r="22" fill="#78350f" stroke="#451a03" stroke-width="2.5"/><path d="M14 30a22 22 0 0 1 36 0" fill="#a16207"/><g fill="#1c0a00"><circle cx="26" cy="34" r="3"/><circle cx="38" cy="34" r="3"/><circle cx="32" cy="43" r="3"/></g><path d="M32 14c-2-6 2-10 10-10-1 6-5 9-10 10z" fill="#22c55e"/>',
    // salakot (hat)
    '<path d="M4 42 32 12l28 30z" fill="#d97706" stroke="#78350f" stroke-width="2.5" stroke-linejoin="round"/><path d="M14 36h36M20 28h24M26 20h12" stroke="#fcd34d" stroke-width="2.5"/><path d="M4 42c8 6 48 6 56 0" stroke="#78350f" stroke-width="2.5" fill="#b45309"/><circle cx="32" cy="12" r="3" fill="#fcd34d"/>',
    // bell
    '<path d="M32 8c-12 0-16 12-16 24v10l-6 8h44l-6-8V32c0-12-4-24-16-24z" fill="#eab308" stroke="#713f12" stroke-width="2.5" stroke-linejoin="round"/><circle cx="32" cy="54" r="5" fill="#a16207"/><path d="M22 30c0-8 4-14 10-14" stroke="#fef08a" stroke-width="3" fill="none" stroke-linecap="round"/><rect x="28" y="2" width="8" height="8" rx="3" fill="#713f12"/>',
    // gold coin
    '<circle cx="32" cy="32" r="26" fill="#f59e0b" stroke="#78350f" stroke-width="3"/><circle cx="32" cy="32" r="19" fill="#fbbf24" stroke="#b45309" stroke-width="2"/><path d="M32 19l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1z" fill="#fff7d6"/>',
    // carabao
    '<path d="M8 18c4 10 12 12 18 10M56 18c-4 10-12 12-18 10" stroke="#e7e5e4" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M20 26c0-4 24-4 24 0l2 18c0 10-28 10-28 0z" fill="#57534e" stroke="#1c1917" stroke-width="2.5"/><ellipse cx="32" cy="48" rx="10" ry="7" fill="#a8a29e"/><circle cx="28" cy="48" r="2" fill="#1c1917"/><circle cx="36" cy="48" r="2" fill="#1c1917"/><circle cx="25" cy="34" r="2.5" fill="#fbbf24"/><circle cx="39" cy="34" r="2.5" fill="#fbbf24"/>',
    // wild: golden horns
    '<rect x="4" y="8" width="56" height="48" rx="12" fill="#166534" stroke="#fbbf24" stroke-width="3"/><path d="M12 18c2 10 10 12 16 10M52 18c-2 10-10 12-16 10" stroke="#fbbf24" stroke-width="5" fill="none" stroke-linecap="round"/><text x="32" y="48" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="15" fill="#fde68a">WILD</text>',
    // golden sun (scatter)
    '<g fill="#fde047" stroke="#b45309" stroke-width="1.5"><path d="M32 1l4 12h-8zM32 63l-4-12h8zM1 32l12-4v8zM63 32l-12 4v-8zM10 10l11 6-5 5zM54 54l-11-6 5-5zM54 10l-6 11-5-5zM10 54l6-11 5 5z"/></g><circle cx="32" cy="32" r="16" fill="#f97316" stroke="#7c2d12" stroke-width="2.5"/><text x="32" y="37" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="11" fill="#fff7d6">FREE</text>',
  ];
  SlotMachine({
    reels: 5,
    rows: 3,
    symbols: SYMBOLS,
    // Said to screen readers and in the win lines, in the page's language.
    names: [
      Game.tr('rice'),
      Game.tr('coconut'),
      Game.tr('salakot'),
      Game.tr('bell'),
      Game.tr('coin'),
      Game.tr('carabao'),
      Game.tr('wild'),
      Game.tr('golden sun'),
    ],
    start: [5, 0, 4, 1, 3, 2, 7, 0, 1],
    lines: null,
    bets: [100, 500, 1000, 5000],
  });
})();
