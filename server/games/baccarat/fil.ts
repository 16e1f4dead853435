// Baccarat Punto Banco in Filipino: the page's words, its rules sheet and its refusals (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';

/** The refusals of a table stake (contract/game-api.ts `sideStake`), shared by the games that bet on spots. */
export const SIDE_STAKE_FIL: Readonly<Record<string, string>> = {
  'Each stake is a number of centavos': 'Dapat numero ng sentimo ang bawat taya',
  'Each stake is a whole number of centavos': 'Dapat buong bilang ng sentimo ang bawat taya',
  'A stake cannot be negative': 'Hindi puwedeng negatibo ang taya',
  'A stake can be at most ₱100,000': 'Hanggang ₱100,000 lang ang isang taya',
};

export const baccaratFil: PageTexts = {
  texts: {
    'Baccarat Punto Banco': 'Baccarat Punto Banco',
    'Last coups': 'Mga huling round',
    Player: 'Player',
    Banker: 'Banker',
    Tie: 'Tie',
    'pays 1:1': 'bayad 1:1',
    'pays 8:1': 'bayad 8:1',
    'pays 0.95:1': 'bayad 0.95:1',
    Chip: 'Chip',
    Clear: 'Alisin',
    Deal: 'I-deal',
    'Tie {player}–{banker}': 'Tie {player}–{banker}',
    'Player wins {player}–{banker}': 'Panalo ang Player {player}–{banker}',
    'Banker wins {player}–{banker}': 'Panalo ang Banker {player}–{banker}',
  },
  help: `<h2>Baccarat Punto Banco</h2>
<p>Tumaya sa kamay ng Player, sa kamay ng Banker o sa Tie. Dalawang baraha ang bawat kamay; panalo ang kamay na may kabuuang mas malapit sa 9.</p>
<p>Puntos ng baraha: ace 1, dos hanggang nuwebe ayon sa numero nito, sampu at mga larawan (J, Q, K) 0. Ang kabuuan ay ang huling digit ng suma (ang 7 + 8 = 15 ay bilang na 5).</p>
<p>
  <strong>Ikatlong baraha</strong> (ayon sa takdang patakaran, walang pumipili): kapag 8 o 9 ang alinmang kamay (natural), parehong titigil. Kung hindi, kukuha ang Player kapag 0 hanggang 5 at titigil sa 6 o 7. Kung tumigil ang Player, kukuha ang Banker kapag 0 hanggang 5. Kung kumuha ang Player, kukuha ang Banker ayon sa talahanayang ito:
</p>
<table>
  <tr><th>Kabuuan ng Banker</th><th>Kukuha ang Banker kapag ang ikatlong baraha ng Player ay</th></tr>
  <tr><td>0, 1, 2</td><td>kahit anong baraha</td></tr>
  <tr><td>3</td><td>kahit ano maliban sa 8</td></tr>
  <tr><td>4</td><td>2 hanggang 7</td></tr>
  <tr><td>5</td><td>4 hanggang 7</td></tr>
  <tr><td>6</td><td>6 o 7</td></tr>
  <tr><td>7</td><td>titigil</td></tr>
</table>
<h3>Talaan ng bayad</h3>
<table>
  <tr><th>Taya</th><th>Bayad</th><th>Balik (RTP)</th></tr>
  <tr><td>Player</td><td>1:1</td><td>98.76%</td></tr>
  <tr><td>Banker</td><td>0.95:1 (5% na komisyon)</td><td>98.94%</td></tr>
  <tr><td>Tie</td><td>8:1</td><td>85.64%</td></tr>
</table>
<p>Kapag Tie, ibinabalik ang mga taya sa Player at sa Banker (push). Binabayaran ang panalo kasama ang taya mo, pinuputol pababa sa sentimo.</p>
<p>
  <strong>RTP na nakalagay sa tile: 98.94%, ang sa taya sa Banker.</strong> Eksakto ang mga numerong ito para sa shoe na may 8 deck, kinuwenta sa pagdaan sa bawat posibleng deal, at sinuri laban sa isang milyong simulated na coup.
</p>
<p>
  <strong>Patas na shoe:</strong> bawat coup ay galing sa buong shoe na may 8 deck (416 na baraha) na bagong shuffle mula sa mga seed ng iyong round, kaya walang coup na nakadepende sa nauna. I-verify ang isang round gamit ang mga seed nito para makita ang dalawang kamay, isa-isang baraha.
</p>`,
  messages: {
    'Put a bet on Player, Banker or Tie': 'Tumaya sa Player, Banker o Tie',
    ...SIDE_STAKE_FIL,
  },
};
