// Dice Roll in Filipino: the page's words and its rules sheet (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';

export const diceFil: PageTexts = {
  texts: {
    'Dice Roll': 'Dice Roll',
    'Last rolls': 'Mga huling roll',
    Target: 'Target',
    'Roll under or over': 'Roll na mas mababa o mas mataas',
    'Roll under': 'Mas mababa',
    'Roll over': 'Mas mataas',
    Chance: 'Tsansa',
    Multiplier: 'Multiplier',
    Pays: 'Bayad',
    Roll: 'I-roll',
    'Rolled {roll}': 'Lumabas ang {roll}',
  },
  help: `<h2>Dice Roll</h2>
<p>Lalabas ang isang numero mula 0.00 hanggang 99.99, at pare-pareho ang tsansa ng bawat isa sa 10,000 na halaga. Itakda ang target gamit ang slider at tumaya kung lalabas ang roll nang mas mababa o mas mataas dito.</p>
<ul>
  <li><strong>Mas mababa</strong> sa 50.00: panalo sa 0.00 hanggang 49.99 (50% na tsansa).</li>
  <li><strong>Mas mataas</strong> sa 50.00: panalo sa 50.00 hanggang 99.99 (50% na tsansa).</li>
</ul>
<p>Ang bayad ay 99% ng patas na odds: multiplier = 99 ÷ tsansa sa porsiyento, pinuputol pababa sa 0.0001×. Mula 2.00 hanggang 98.00 ang mga target.</p>
<table>
  <tr><th>Tsansa</th><th>Multiplier</th></tr>
  <tr><td>90%</td><td>1.1×</td></tr>
  <tr><td>75%</td><td>1.32×</td></tr>
  <tr><td>50%</td><td>1.98×</td></tr>
  <tr><td>25%</td><td>3.96×</td></tr>
  <tr><td>10%</td><td>9.9×</td></tr>
  <tr><td>2%</td><td>49.5×</td></tr>
</table>
<p><strong>RTP: 99% sa bawat target</strong> (1% na house edge; sa napakaliit na taya, bahagyang mas malaki ito dahil pinuputol sa sentimo ang panalo).</p>
<p><strong>Patas na roll:</strong> kinukuha ang roll mula sa mga seed ng iyong round. I-verify ang isang round gamit ang mga seed nito para makita ang roll.</p>`,
};
