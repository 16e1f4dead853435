// Each built-in game's own tile art, drawn as SVG in the app's style, by slug. A game's art lives in its own file
// here (e.g. lucky-sampaguita.tsx) and is listed once below.
import type { ComponentType } from 'react';
import { DragonDeepArt } from './dragon-deep.tsx';
import { GoldenReefArt } from './golden-reef.tsx';
import { LiveColorGameArt } from './live-color-game.tsx';
import { PuntoBancoLiveArt } from './punto-banco-live.tsx';

export const GAME_ART: Partial<Record<string, ComponentType>> = {
  'live-color-game': LiveColorGameArt,
  'punto-banco-live': PuntoBancoLiveArt,
  'golden-reef': GoldenReefArt,
  'dragon-deep': DragonDeepArt,
};
