// Each built-in game's own tile art, drawn as SVG in the app's style, by slug. A game's art lives in its own file
// here (e.g. lucky-sampaguita.tsx) and is listed once below.
import type { ComponentType } from 'react';
import { Blackjack21Art } from './blackjack-21.tsx';
import { ColorGameArt } from './color-game.tsx';
import { DiceRollArt } from './dice-roll.tsx';
import { DragonVsTigerArt } from './dragon-vs-tiger.tsx';
import { Keno40Art } from './keno-40.tsx';
import { MinesArt } from './mines.tsx';
import { PlinkoDropArt } from './plinko-drop.tsx';
import { PuntoBancoArt } from './punto-banco.tsx';
import { RocketCrashArt } from './rocket-crash.tsx';
import { SicBoDiceArt } from './sicbo-dice.tsx';

export const GAME_ART: Partial<Record<string, ComponentType>> = {
  'color-game': ColorGameArt,
  mines: MinesArt,
  'punto-banco': PuntoBancoArt,
  'blackjack-21': Blackjack21Art,
  'dragon-vs-tiger': DragonVsTigerArt,
  'sicbo-dice': SicBoDiceArt,
  'plinko-drop': PlinkoDropArt,
  'rocket-crash': RocketCrashArt,
  'dice-roll': DiceRollArt,
  'keno-40': Keno40Art,
};
