// Filipino for what every built-in game page shares: common.js (balance, provably-fair panel, reality check, rules
// sheet, results) and cards.js (card faces). A game's own table (server/games/<game>/fil.ts) is merged over this one.
import type { PageTexts } from '../page-texts.ts';

export const SHARED_FIL: Required<Pick<PageTexts, 'texts' | 'messages'>> = {
  texts: {
    'Try it': 'Subukan',
    Rules: 'Patakaran',
    Close: 'Isara',
    Bet: 'Taya',
    'Sound on': 'May tunog',
    'Sound off': 'Walang tunog',
    'Something went wrong': 'May nangyaring mali',
    '{amount} demo coins': '{amount} na demo coins',
    'You won {amount}': 'Nanalo ka ng {amount}',
    '{amount} back': '{amount} ang bumalik',
    'No win this round': 'Walang panalo sa round na ito',
    'Use the exit button to go back.': 'Gamitin ang exit button para bumalik.',
    'Use the exit button to leave.': 'Gamitin ang exit button para umalis.',
    'Reality check': 'Paalala sa paglalaro',
    'Keep playing': 'Magpatuloy sa paglalaro',
    'You have played for {minutes} minutes. Net result: {net}.': '{minutes} minuto ka nang naglalaro. Netong resulta: {net}.',
    'Provably fair': 'Provably fair (mapapatunayang patas)',
    'Server seed hash (shown before play):': 'Hash ng server seed (ipinapakita bago maglaro):',
    'Next nonce:': 'Susunod na nonce:',
    "last round's nonce:": 'nonce ng huling round:',
    'Client seed': 'Client seed',
    'Server seed': 'Server seed',
    Nonce: 'Nonce',
    'Set client seed and reveal the server seed': 'Itakda ang client seed at ipakita ang server seed',
    'Verify a round': 'I-verify ang isang round',
    Verify: 'I-verify',
    'Revealed server seed: {seed}. It was used for 1 round with the client seed "{client}"; its hash {hash} is the one shown before you played. The form below is filled in to check your last round.':
      'Ipinakitang server seed: {seed}. Ginamit ito sa 1 round kasama ang client seed na "{client}"; ang hash nito na {hash} ang ipinakita bago ka naglaro. Napunan na ang form sa ibaba para masuri ang huli mong round.',
    'Revealed server seed: {seed}. It was used for {rounds} rounds with the client seed "{client}"; its hash {hash} is the one shown before you played. The form below is filled in to check your last round.':
      'Ipinakitang server seed: {seed}. Ginamit ito sa {rounds} na round kasama ang client seed na "{client}"; ang hash nito na {hash} ang ipinakita bago ka naglaro. Napunan na ang form sa ibaba para masuri ang huli mong round.',
    'The server seed is secret while you play with it. Set a client seed above to reveal it, then verify.':
      'Lihim ang server seed habang ginagamit mo ito. Magtakda ng client seed sa itaas para maipakita ito, saka mag-verify.',
    'Face-down card': 'Nakataob na baraha',
    '{rank} of spades': '{rank} ng spades',
    '{rank} of hearts': '{rank} ng hearts',
    '{rank} of diamonds': '{rank} ng diamonds',
    '{rank} of clubs': '{rank} ng clubs',
  },
  // The game server's refusals are the server's (server/domain/content/fil-messages.ts) and the contract's
  // (contract/fil-validation.ts); only what neither table can see is here: the verify form's fallback.
  messages: {
    'Check the seeds and the round number': 'Suriin ang mga seed at ang numero ng round',
  },
};
