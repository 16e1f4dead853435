// Carabao Gold in Filipino: the page's words, its symbols and its rules sheet (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { SLOTS_FIL, SLOTS_FIL_MESSAGES } from '../shared/fil-slots.ts';

export const carabaoGoldFil: PageTexts = {
  texts: {
    ...SLOTS_FIL,
    'Carabao Gold': 'Carabao Gold',
    '243 ways · the wild stands in on the middle reels · 3 or more golden suns pay and give 10 free spins with wins ×3':
      '243 ways · pamalit ang wild sa mga reel sa gitna · may bayad ang 3 o higit pang gintong araw at nagbibigay ito ng 10 free spins na ×3 ang panalo',
    // Symbol names (game.js, and the verify words through slot-engine/builtin.ts, which calls the scatter "sun").
    rice: 'palay',
    coconut: 'niyog',
    salakot: 'salakot',
    bell: 'kampana',
    coin: 'barya',
    carabao: 'kalabaw',
    wild: 'wild',
    'golden sun': 'gintong araw',
    sun: 'gintong araw',
  },
  help: `<h2>Carabao Gold</h2>
<p>5 reel, 3 hanay, <strong>243 ways</strong>: nananalo ang isang simbolo kapag lumapag ito sa 3, 4 o 5 magkakatabing reel mula sa kaliwa, kahit saan sa bawat reel. Bawat katugmang simbolo sa isang reel ay dagdag na way: dalawa sa unang reel at tig-isa sa sumunod na dalawang reel ay dalawang beses nagbabayad. Hinahati ang taya mo sa 25 bahagi, at ang mga bayad sa ibaba ay para sa bawat bahagi, beses ang bilang ng ways.</p>
<p>Lumalapag ang <strong>wild</strong> sa tatlong reel sa gitna at pamalit ito sa bawat simbolo maliban sa gintong araw. May bayad ang <strong>gintong araw</strong> kahit saan (3: 2× ng taya, 4: 10×, 5 o higit pa: 50×), at ang <strong>3 o higit pa</strong> ay nagbibigay ng <strong>10 free spins</strong> na ×3 ang bawat panalo (mga isang beses sa bawat 64 na spin).</p>
<table class="paytable">
  <thead>
    <tr><th>Simbolo</th><th>3</th><th>4</th><th>5</th></tr>
  </thead>
  <tbody>
    <tr><td data-sym="5">Kalabaw</td><td>10</td><td>60</td><td>500</td></tr>
    <tr><td data-sym="4">Gintong barya</td><td>5</td><td>20</td><td>100</td></tr>
    <tr><td data-sym="3">Kampana</td><td>3</td><td>8</td><td>25</td></tr>
    <tr><td data-sym="2">Salakot</td><td>2</td><td>6</td><td>20</td></tr>
    <tr><td data-sym="1">Niyog</td><td>2</td><td>5</td><td>15</td></tr>
    <tr><td data-sym="0">Palay</td><td>2</td><td>5</td><td>12</td></tr>
  </tbody>
</table>
<p>Mataas na volatility: maliit ang ibinabalik ng karamihan sa mga spin, at ang malaking bahagi ng balik ay galing sa mga bihirang malaking panalo at sa free spins.</p>
<p>Return to player (RTP): 96.47% sa pangmatagalan (eksaktong kinuwenta mula sa odds ng mga simbolo). Ang anumang iisang session ay puwedeng mas mataas o mas mababa nang malaki rito.</p>`,
  messages: { ...SLOTS_FIL_MESSAGES },
};
