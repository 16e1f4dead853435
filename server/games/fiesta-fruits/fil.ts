// Fiesta Fruits in Filipino: the page's words, its symbols and its rules sheet (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { SLOTS_FIL, SLOTS_FIL_MESSAGES } from '../shared/fil-slots.ts';

export const fiestaFruitsFil: PageTexts = {
  texts: {
    ...SLOTS_FIL,
    'Fiesta Fruits': 'Fiesta Fruits',
    '5 lines · the wild stands in for every symbol · two calamansi already pay':
      '5 linya · pamalit ang wild sa bawat simbolo · may bayad na agad ang dalawang kalamansi',
    // Symbol names (game.js, and the verify words through slot-engine/builtin.ts).
    calamansi: 'kalamansi',
    banana: 'saging',
    mango: 'mangga',
    pineapple: 'pinya',
    star: 'bituin',
    wild: 'wild',
  },
  help: `<h2>Fiesta Fruits</h2>
<p>Isang klasikong slot na may 3 reel: 3 hanay, <strong>5 linya</strong> (ang tatlong hanay at ang dalawang diagonal). Pantay na hinahati ang taya mo sa 5 linya; nananalo ang isang linya sa 3 magkakapareho, at may bayad na agad ang dalawang kalamansi mula sa kaliwa.</p>
<p>Pamalit ang <strong>wild</strong> sa bawat prutas at sa bituin; ang tatlong wild ang may pinakamalaking bayad. Walang free spins: kung ano ang nakikita mo, iyon ang binabayaran.</p>
<table class="paytable">
  <thead>
    <tr><th>Simbolo</th><th>2</th><th>3</th></tr>
  </thead>
  <tbody>
    <tr><td data-sym="5">Wild</td><td>-</td><td>80</td></tr>
    <tr><td data-sym="4">Bituin</td><td>-</td><td>40</td></tr>
    <tr><td data-sym="3">Pinya</td><td>-</td><td>18</td></tr>
    <tr><td data-sym="2">Mangga</td><td>-</td><td>12</td></tr>
    <tr><td data-sym="1">Saging</td><td>-</td><td>10</td></tr>
    <tr><td data-sym="0">Kalamansi</td><td>2</td><td>4</td></tr>
  </tbody>
</table>
<p>Nasa line bet ang mga bayad (ikalimang bahagi ng iyong taya). Mababang volatility: madalas ang maliliit na panalo at katamtaman lang ang pinakamalaking panalo.</p>
<p>Return to player (RTP): 95.61% sa pangmatagalan (eksaktong kinuwenta mula sa odds ng mga simbolo). Ang anumang iisang session ay puwedeng mas mataas o mas mababa rito.</p>`,
  messages: { ...SLOTS_FIL_MESSAGES },
};
