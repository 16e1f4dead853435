// Each built-in game's own tile art, drawn as SVG in the app's style, by slug. A game's art lives in its own file
// here (e.g. lucky-sampaguita.tsx) and is listed once below.
import type { ComponentType } from 'react';
import { CarabaoGoldArt } from './carabao-gold.tsx';
import { FiestaFruitsArt } from './fiesta-fruits.tsx';
import { LuckySampaguitaArt } from './lucky-sampaguita.tsx';

export const GAME_ART: Partial<Record<string, ComponentType>> = {
  'lucky-sampaguita': LuckySampaguitaArt,
  'carabao-gold': CarabaoGoldArt,
  'fiesta-fruits': FiestaFruitsArt,
};
