// What a player does that rewards count, as the engine (engine.ts) hands it to every rewards module. Types only, so
// the modules and the engine that calls them never import each other both ways.

export interface BetEvent {
  userId: number;
  roundId: string;
  gameId: number;
  /** The game type (game_types.id): rebates and tasks count by type. */
  typeId: number;
  /** Valid bet in hundredths. */
  validBet: number;
  win: number;
  at: number;
}

export interface DepositEvent {
  userId: number;
  orderId: string;
  amount: number;
  at: number;
}

export interface LoginEvent {
  userId: number;
  at: number;
}

export interface InviteEvent {
  inviterId: number;
  inviteeId: number;
  at: number;
}
