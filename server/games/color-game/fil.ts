// Color Game in Filipino: the page's words, its rules sheet and its refusal (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';

/** The six colours in Filipino, in the order of rules.ts COLORS (for the verify words). */
export const COLORS_FIL = ['dilaw', 'puti', 'rosas', 'asul', 'pula', 'berde'] as const;

/** The colours as both colour games' pages name them (on their spots and in their results). */
export const COLOR_NAMES_FIL: Readonly<Record<string, string>> = {
  Yellow: 'Dilaw',
  White: 'Puti',
  Pink: 'Rosas',
  Blue: 'Asul',
  Red: 'Pula',
  Green: 'Berde',
};

export const colorGameFil: PageTexts = {
  texts: {
    'Color Game': 'Color Game',
    'Last rolls': 'Mga huling roll',
    Dice: 'Dice',
    Colours: 'Mga kulay',
    Chip: 'Chip',
    Clear: 'Alisin',
    Roll: 'I-roll',
    'Pays 1:1, 2:1 or 3:1 by how many dice show your colour; your stake comes back on a win.':
      'Bayad na 1:1, 2:1 o 3:1 ayon sa dami ng dice na lumabas ang kulay mo; ibinabalik ang taya mo kapag nanalo.',
    ...COLOR_NAMES_FIL,
    'No colour matched': 'Walang tumamang kulay',
  },
  help: `<h2>Color Game</h2>
<p>
  Paborito sa perya: maglagay ng chips sa isa o higit pa sa anim na kulay, saka iro-roll ang tatlong dice na may kulay ang mga mukha. May isang mukha ng bawat kulay ang bawat dice.
</p>
<table>
  <tr><th>Dice na lumabas ang kulay mo</th><th>Bayad</th><th>Tsansa</th></tr>
  <tr><td>Isa</td><td>1:1 (makukuha mo ang 2× ng chips mo)</td><td>34.7%</td></tr>
  <tr><td>Dalawa</td><td>2:1 (3×)</td><td>6.9%</td></tr>
  <tr><td>Tatlo</td><td>3:1 (4×)</td><td>0.5%</td></tr>
  <tr><td>Wala</td><td>talo ang chips</td><td>57.9%</td></tr>
</table>
<p>Hiwalay na binabayaran ang bawat kulay, kaya sa iisang roll, puwedeng manalo ang chips mo sa ilang kulay at matalo sa iba.</p>
<p><strong>RTP: 92.13%</strong> sa bawat kulay, eksakto: (75 × 2 + 15 × 3 + 1 × 4) ÷ 216 sa 216 na posibleng roll na pantay-pantay ang tsansa.</p>
<p><strong>Patas na dice:</strong> bawat dice ay kinukuha mula sa mga seed ng iyong round. I-verify ang isang round gamit ang mga seed nito para makita ang tatlong kulay.</p>`,
  messages: {
    'Put a bet on at least one colour': 'Tumaya sa kahit isang kulay',
  },
};
