// Each built-in game's own tile art, drawn as SVG in the app's style, by slug. A game's art lives in its own file
// here (e.g. lucky-sampaguita.tsx) and is listed once below.
import type { ComponentType } from 'react';

export const GAME_ART: Partial<Record<string, ComponentType>> = {};
