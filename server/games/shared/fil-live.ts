// Filipino for the live tables: what the shared live script (live.js) writes, the words and labels both live pages
// share (stage, board, the chain's provably-fair panel), and the bet refusals of their common body. Each live page
// spreads these into its own table.
export const LIVE_FIL: Readonly<Record<string, string>> = {
  // live.js
  'Bet of {amount} placed on round {round}.': 'Naitaya ang {amount} sa round {round}.',
  'You {amount}': 'Taya mo {amount}',
  'All {amount}': 'Lahat {amount}',
  'Bet placed': 'Naitaya na',
  'Place bet': 'Itaya',
  '{count} player betting this round': '{count} player ang tumataya sa round na ito',
  '{count} players betting this round': '{count} player ang tumataya sa round na ito',
  'Place your bets': 'Tumaya na',
  'Bets closed': 'Sarado na ang taya',
  'Next round': 'Susunod na round',
  'Round {no}': 'Round {no}',
  'revealed when betting closes': 'ipapakita pagsara ng taya',
  'Round {no}: {words}': 'Round {no}: {words}',
  'Round {no} is open for bets.': 'Bukas na ang round {no} para sa taya.',
  // The live pages' HTML
  Connecting: 'Kumokonekta',
  'Reconnecting to the table…': 'Muling kumokonekta sa table…',
  Clear: 'I-clear',
  'Last results': 'Mga huling resulta',
  Bets: 'Mga taya',
  Chip: 'Chip',
  "Every round's result comes from a seed of a hash chain committed before the chain's first round. Each revealed seed's SHA-256 is the seed of the round before it (the commitment for the first), so no result could be chosen after bets were in.":
    'Ang resulta ng bawat round ay mula sa isang seed ng hash chain na naitakda na bago pa ang unang round ng chain. Ang SHA-256 ng bawat ipinakitang seed ay ang seed ng naunang round (ang commitment para sa una), kaya walang resultang mapipili pagkatapos pumasok ang mga taya.',
  'Chain commitment:': 'Commitment ng chain:',
  // "Round <n> must reveal a seed hashing to: <hash>"
  Round: 'Ang round',
  'must reveal a seed hashing to:': 'ay dapat magpakita ng seed na ang hash ay:',
  'Revealed seed:': 'Ipinakitang seed:',
  "(server seed = the revealed seed, client seed = the table's name, nonce = the round)":
    '(server seed = ang ipinakitang seed, client seed = ang pangalan ng table, nonce = ang round)',
};

/** The live bet's refusals (contract/game-api.ts liveBet), for the live pages' `messages`. */
export const LIVE_FIL_MESSAGES: Readonly<Record<string, string>> = {
  'Live bets are in whole pesos': 'Buong piso lang ang mga live na taya',
  'Put a bet on at least one option': 'Tumaya sa kahit isang opsyon',
};
