// Fiesta Fruits: a classic three-reel machine dressed for the town fiesta, 5 lines, frequent small wins.
// The symbols are drawn here (viewBox 0 0 64 64); shared/slots.js spins the reels and shows the wins.
(function () {
  'use strict';
  var SYMBOLS = [
    // calamansi
    '<circle cx="24" cy="38" r="14" fill="#84cc16" stroke="#365314" stroke-width="2.5"/><circle cx="42" cy="30" r="14" fill="#a3e635" stroke="#365314" stroke-width="2.5"/><circle cx="38" cy="26" r="4" fill="#ecfccb"/><path d="M42 16c2-6 8-8 12-6-2 5-7 7-12 6z" fill="#16a34a"/>',
    // banana bunch
    '<g fill="#fde047" stroke="#854d0e" stroke-width="2.5" stroke-linejoin="round"><path d="M14 14c-4 20 6 38 32 42 4 0 4-4 0-6-18-6-24-20-24-36z"/><path d="M22 12c0 20 10 32 32 36 4 0 4-4 0-5-16-6-24-16-26-31z"/></g><rect x="14" y="6" width="10" height="8" rx="2" fill="#65a30d" stroke="#365314" stroke-width="2"/>',
    // mango
    '<path d="M14 42c-4-16 8-30 24-28 12 2 16 16 10 28-6 12-30 16-34 0z" fill="#fb923c" stroke="#9a3412" stroke-width="2.5"/><path d="M18 40c2 6 12 8 18 3" stroke="#fed7aa" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M36 14c4-6 12-8 18-5-3 6-10 8-18 5z" fill="#22c55e" stroke="#166534" stroke-width="2"/>',
    // pineapple
    '<path d="M32 24l-8-18 8 8 0-12 6 12 8-8-6 18z" fill="#16a34a" stroke="#14532d" stroke-width="2" stroke-linejoin="round"/><ellipse cx="32" cy="42" rx="15" ry="19" fill="#f59e0b" stroke="#78350f" stroke-width="2.5"/><path d="M20 32l24 22M18 44l18 16M26 25l20 18M44 32 20 54M46 44 28 60M38 25 18 43" stroke="#92400e" stroke-width="1.8"/>',
    // star
    '<path d="M32 4l8 18 20 2-15 13 5 20-18-10-18 10 5-20L4 24l20-2z" fill="#ef4444" stroke="#7f1d1d" stroke-width="3" stroke-linejoin="round"/><path d="M32 16l4 9 9 1-7 6" stroke="#fecaca" stroke-width="3" fill="none" stroke-linecap="round"/>',
    // wild: fiesta banderitas
    '<rect x="4" y="10" width="56" height="44" rx="10" fill="#2563eb" stroke="#fde047" stroke-width="3"/><path d="M8 18l8 10 8-8 8 10 8-10 8 8 8-10" fill="none" stroke="#fde047" stroke-width="2"/><path d="M12 20l4 8 4-6zM28 22l4 8 4-8zM44 20l4 8 4-6z" fill="#f472b6"/><text x="32" y="47" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="15" fill="#fff">WILD</text>',
  ];
  SlotMachine({
    reels: 3,
    rows: 3,
    symbols: SYMBOLS,
    // Said to screen readers and in the win lines, in the page's language.
    names: [Game.tr('calamansi'), Game.tr('banana'), Game.tr('mango'), Game.tr('pineapple'), Game.tr('star'), Game.tr('wild')],
    start: [4, 0, 1, 2, 3, 5, 0, 2, 1],
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
    bets: [100, 500, 1000, 5000],
  });
})();
