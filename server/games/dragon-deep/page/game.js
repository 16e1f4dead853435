// Dragon Deep: the fish of this sea (names, multipliers and schools match server/games/fishing/rules.ts); the shooting is shared/fishing.js.
Fishing.start({
  seed: 29,
  fish: [
    { name: 'Lanternfish', multiplier: 2, school: 28, color: '#22d3ee', accent: '#ecfeff' },
    { name: 'Squid', multiplier: 4, school: 20, color: '#f472b6', accent: '#fce7f3' },
    { name: 'Anglerfish', multiplier: 6, school: 14, color: '#a16207', accent: '#fde68a' },
    { name: 'Octopus', multiplier: 10, school: 10, color: '#c026d3', accent: '#f5d0fe' },
    { name: 'Swordfish', multiplier: 18, school: 8, color: '#0ea5e9', accent: '#e0f2fe' },
    { name: 'Giant crab', multiplier: 30, school: 6, color: '#dc2626', accent: '#fecaca' },
    { name: 'Sea serpent', multiplier: 80, school: 3, color: '#059669', accent: '#a7f3d0' },
    { name: 'Jade dragon', multiplier: 250, school: 1, color: '#10b981', accent: '#f5b82e' },
  ],
});
