// Sic Bo Dice in Filipino: the page's words, its rules sheet and its refusals (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { SIDE_STAKE_FIL } from '../baccarat/fil.ts';

export const sicBoFil: PageTexts = {
  texts: {
    'Sic Bo Dice': 'Sic Bo Dice',
    'Last throws': 'Mga huling roll',
    Dice: 'Dice',
    Small: 'Maliit',
    Big: 'Malaki',
    'Any triple': 'Kahit anong triple',
    'Total of the three dice': 'Kabuuan ng tatlong dice',
    'One number: 1:1 on one die, 2:1 on two, 3:1 on three': 'Isang numero: 1:1 kung nasa isang dice, 2:1 kung nasa dalawa, 3:1 kung nasa tatlo',
    'Triple of one number: 180:1': 'Triple ng isang numero: 180:1',
    Chip: 'Chip',
    Clear: 'Alisin',
    Roll: 'I-roll',
    'Die showing {face}': 'Dice na {face} ang lumabas',
    Die: 'Dice',
    'Total {total}, pays {pays} to 1': 'Kabuuang {total}, bayad {pays} sa 1',
    'Number {face}': 'Numero {face}',
    'Triple {face}': 'Triple {face}',
  },
  help: `<h2>Sic Bo Dice</h2>
<p>Tatlong dice ang ihahagis. Maglagay ng chips sa kahit anong puwesto sa board; may sariling odds ang bayad ng bawat puwesto, at ibinabalik ang taya mo kapag nanalo.</p>
<table>
  <tr><th>Taya</th><th>Panalo kapag</th><th>Bayad</th><th>RTP</th></tr>
  <tr><td>Maliit</td><td>kabuuang 4 hanggang 10, hindi triple</td><td>1:1</td><td>97.22%</td></tr>
  <tr><td>Malaki</td><td>kabuuang 11 hanggang 17, hindi triple</td><td>1:1</td><td>97.22%</td></tr>
  <tr><td>Kabuuang 4 o 17</td><td>iyon ang kabuuan</td><td>60:1</td><td>84.72%</td></tr>
  <tr><td>Kabuuang 5 o 16</td><td>iyon ang kabuuan</td><td>30:1</td><td>86.11%</td></tr>
  <tr><td>Kabuuang 6 o 15</td><td>iyon ang kabuuan</td><td>17:1</td><td>83.33%</td></tr>
  <tr><td>Kabuuang 7 o 14</td><td>iyon ang kabuuan</td><td>12:1</td><td>90.28%</td></tr>
  <tr><td>Kabuuang 8 o 13</td><td>iyon ang kabuuan</td><td>8:1</td><td>87.50%</td></tr>
  <tr><td>Kabuuang 9 o 12</td><td>iyon ang kabuuan</td><td>6:1</td><td>81.02%</td></tr>
  <tr><td>Kabuuang 10 o 11</td><td>iyon ang kabuuan</td><td>6:1</td><td>87.50%</td></tr>
  <tr><td>Isang numero</td><td>lumabas ito sa 1, 2 o 3 dice</td><td>1:1, 2:1, 3:1</td><td>92.13%</td></tr>
  <tr><td>Kahit anong triple</td><td>pare-pareho ang tatlong dice</td><td>30:1</td><td>86.11%</td></tr>
  <tr><td>Triple ng isang numero</td><td>ito ang lumabas sa tatlong dice</td><td>180:1</td><td>83.80%</td></tr>
</table>
<p>
  <strong>RTP na nakalagay sa tile: 97.22%, ang sa taya sa Maliit o Malaki.</strong> Eksakto ang bawat numero: binibilang nito ang 216 na posibleng labas ng tatlong dice, na pantay-pantay ang tsansa.
</p>
<p><strong>Patas na dice:</strong> bawat dice ay kinukuha mula sa mga seed ng iyong round. I-verify ang isang round gamit ang mga seed nito para makita ang tatlong dice.</p>`,
  messages: {
    'Put a bet on at least one spot': 'Tumaya sa kahit isang puwesto',
    'Send a stake for each of the 29 Sic Bo bets': 'Magpadala ng taya para sa bawat isa sa 29 na taya ng Sic Bo',
    ...SIDE_STAKE_FIL,
  },
};
