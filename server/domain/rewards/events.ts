// What a player does that rewards count, as the engine (engine.ts) hands it to every rewards module. Types only, so
// the modules and the engine that calls them never import each other both ways.
import type { AgentTier } from '../../../contract/index.ts';

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

/**
 * What a bet's writes need read before they are made, read in one statement: with the spin's own locks, or by the
 * engine's readBetFacts.
 */
export interface BetFacts {
  /** The player's inviter when the invite is valid (commission accrues to them), with what sets the commission rate. */
  inviter: { id: number; validInvitees: number; tiers: readonly AgentTier[] } | null;
  /** Slot tournaments open on the bet's game at its time and stake (events.ts of slotshack scores them). */
  slotshackEvents: number[];
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
