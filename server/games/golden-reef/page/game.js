// Golden Reef: the fish of this sea (names, multipliers and schools match server/games/fishing/rules.ts); the shooting is shared/fishing.js.
Fishing.start({
  seed: 11,
  fish: [
    { name: 'Clownfish', multiplier: 2, school: 30, color: '#f97316', accent: '#fff7ed' },
    { name: 'Angelfish', multiplier: 3, school: 22, color: '#facc15', accent: '#1e3a8a' },
    { name: 'Pufferfish', multiplier: 5, school: 16, color: '#a3e635', accent: '#365314' },
    { name: 'Sea turtle', multiplier: 8, school: 10, color: '#16a34a', accent: '#bbf7d0' },
    { name: 'Lionfish', multiplier: 12, school: 8, color: '#ef4444', accent: '#fde2e2' },
    { name: 'Manta ray', multiplier: 20, school: 6, color: '#6366f1', accent: '#c7d2fe' },
    { name: 'Hammerhead', multiplier: 40, school: 4, color: '#64748b', accent: '#e2e8f0' },
    { name: 'Golden whale', multiplier: 100, school: 2, color: '#f5b82e', accent: '#fff1b8' },
  ],
});
