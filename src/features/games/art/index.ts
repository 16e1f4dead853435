// Each built-in game's own tile art, drawn as SVG in the app's style, by slug. A game's art lives in its own file
// here (e.g. lucky-sampaguita.tsx) and is listed once below.
import type { ComponentType } from 'react';
import { Blackjack21Art } from './blackjack-21.tsx';
import { CarabaoGoldArt } from './carabao-gold.tsx';
import { ColorGameArt } from './color-game.tsx';
import { DiceRollArt } from './dice-roll.tsx';
import { DragonDeepArt } from './dragon-deep.tsx';
import { DragonVsTigerArt } from './dragon-vs-tiger.tsx';
import { FiestaFruitsArt } from './fiesta-fruits.tsx';
import { GoldenReefArt } from './golden-reef.tsx';
import { Keno40Art } from './keno-40.tsx';
import { LiveColorGameArt } from './live-color-game.tsx';
import { LuckySampaguitaArt } from './lucky-sampaguita.tsx';
import { MinesArt } from './mines.tsx';
import { PlinkoDropArt } from './plinko-drop.tsx';
import { PuntoBancoLiveArt } from './punto-banco-live.tsx';
import { PuntoBancoArt } from './punto-banco.tsx';
import { RocketCrashArt } from './rocket-crash.tsx';
import { SicBoDiceArt } from './sicbo-dice.tsx';

export const GAME_ART: Partial<Record<string, ComponentType>> = {
  'blackjack-21': Blackjack21Art,
  'carabao-gold': CarabaoGoldArt,
  'color-game': ColorGameArt,
  'dice-roll': DiceRollArt,
  'dragon-deep': DragonDeepArt,
  'dragon-vs-tiger': DragonVsTigerArt,
  'fiesta-fruits': FiestaFruitsArt,
  'golden-reef': GoldenReefArt,
  'keno-40': Keno40Art,
  'live-color-game': LiveColorGameArt,
  'lucky-sampaguita': LuckySampaguitaArt,
  mines: MinesArt,
  'plinko-drop': PlinkoDropArt,
  'punto-banco-live': PuntoBancoLiveArt,
  'punto-banco': PuntoBancoArt,
  'rocket-crash': RocketCrashArt,
  'sicbo-dice': SicBoDiceArt,
};
