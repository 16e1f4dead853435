// Lucky Sampaguita in Filipino: the page's words, its symbols and its rules sheet (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { SLOTS_FIL, SLOTS_FIL_MESSAGES } from '../shared/fil-slots.ts';

export const luckySampaguitaFil: PageTexts = {
  texts: {
    ...SLOTS_FIL,
    'Lucky Sampaguita': 'Lucky Sampaguita',
    '10 lines · the wild stands in for every symbol but the sampaguita · 3 or more sampaguita anywhere give 8 free spins with wins ×2':
      '10 linya · pamalit ang wild sa bawat simbolo maliban sa sampaguita · 3 o higit pang sampaguita kahit saan ay nagbibigay ng 8 free spins na ×2 ang panalo',
    // Symbol names (game.js, and the verify words through slot-engine/builtin.ts).
    shell: 'kabibe',
    mango: 'mangga',
    fan: 'pamaypay',
    parol: 'parol',
    pearl: 'perlas',
    sun: 'araw',
    wild: 'wild',
    sampaguita: 'sampaguita',
  },
  help: `<h2>Lucky Sampaguita</h2>
<p>5 reel, 3 hanay, 10 linya. Pantay na hinahati ang taya sa 10 linya; nananalo ang isang linya kapag 3, 4 o 5 ng iisang simbolo ang lumapag mula sa reel sa kaliwa. Ang pinakamalaking panalo lang sa bawat linya ang binabayaran, at pinagsasama ang mga panalo ng lahat ng linya.</p>
<p>Pamalit ang <strong>wild</strong> sa bawat simbolo maliban sa sampaguita. Ang <strong>3 o higit pang sampaguita</strong> kahit saan ay nagbibigay ng <strong>8 free spins</strong>, at dinodoble ang bawat panalo sa free spins.</p>
<table class="paytable">
  <thead>
    <tr><th>Simbolo</th><th>3</th><th>4</th><th>5</th></tr>
  </thead>
  <tbody>
    <tr><td data-sym="6">Wild</td><td>60</td><td>300</td><td>1500</td></tr>
    <tr><td data-sym="5">Araw</td><td>30</td><td>120</td><td>600</td></tr>
    <tr><td data-sym="4">Perlas</td><td>15</td><td>45</td><td>225</td></tr>
    <tr><td data-sym="3">Parol</td><td>12</td><td>30</td><td>150</td></tr>
    <tr><td data-sym="2">Pamaypay</td><td>9</td><td>24</td><td>90</td></tr>
    <tr><td data-sym="1">Mangga</td><td>6</td><td>18</td><td>75</td></tr>
    <tr><td data-sym="0">Kabibe</td><td>6</td><td>15</td><td>60</td></tr>
  </tbody>
</table>
<p>Nasa line bet ang mga bayad (ikasampung bahagi ng iyong taya). Ang mga linya: gitna, itaas, ibaba, V, baligtad na V, at limang zigzag, na iginuguhit sa ibabaw ng mga reel kapag nanalo.</p>
<p>Return to player (RTP): 96.59% sa pangmatagalan (eksaktong kinuwenta mula sa odds ng mga simbolo). Ang anumang iisang session ay puwedeng mas mataas o mas mababa nang malaki rito.</p>`,
  messages: { ...SLOTS_FIL_MESSAGES },
};
