// The fishing seas in Filipino (one page for every sea, see page-texts.ts): the page's words, the fish names the page
// gets as data (table.js) and writes through Game.tr, and the rules sheet, whose sea name, RTP and paytable the page
// fills in from the same data.
import type { PageTexts } from '../page-texts.ts';
import { FISHING_FIL } from '../shared/fil-fishing.ts';

/** Every sea's fish (rules.ts names) in Filipino; also used for the verify words. */
export const FISH_FIL: Readonly<Record<string, string>> = {
  Clownfish: 'Clownfish',
  Angelfish: 'Angelfish',
  Pufferfish: 'Butete',
  'Sea turtle': 'Pawikan',
  Lionfish: 'Lionfish',
  'Manta ray': 'Pagi',
  Hammerhead: 'Hammerhead na pating',
  'Golden whale': 'Gintong balyena',
  Lanternfish: 'Lanternfish',
  Squid: 'Pusit',
  Anglerfish: 'Anglerfish',
  Octopus: 'Pugita',
  Swordfish: 'Malasugi',
  'Giant crab': 'Higanteng alimango',
  'Sea serpent': 'Ahas-dagat',
  'Jade dragon': 'Jade na dragon',
};

export const fishingFil: PageTexts = {
  texts: {
    ...FISHING_FIL,
    ...FISH_FIL,
    Fishing: 'Pangingisda',
    'Golden Reef': 'Golden Reef',
    'Dragon Deep': 'Dragon Deep',
    'The sea: tap a fish to shoot at it': 'Ang dagat: mag-tap ng isda para barilin ito',
    'Smaller bet': 'Mas maliit na taya',
    'Bigger bet': 'Mas malaking taya',
    'Shoot at': 'Mga isdang babarilin',
    'Each shot is one bet. A caught fish pays its multiplier; the server decides every catch.':
      'Bawat tira ay isang taya. Ibinabayad ng nahuling isda ang multiplier nito; ang server ang nagpapasya sa bawat huli.',
    'Fish aimed at': 'Isdang inasinta',
  },
  // The page fills the data-sea parts (the sea's name, its RTP, a row per fish) as it does in the English sheet.
  help: `<h2 data-sea="name"></h2>
<p>
  Mag-tap ng isda (o ng button nito) para barilin ito: bawat tira ay isang taya na katumbas ng halagang nakikita. Palabas lang ang mga isda; ang server ang
  nagpapasya sa bawat huli mula sa mga provably-fair na seed. Mas mahirap mahuli ang isdang mas malaki ang bayad: ang tsansa ay
  <span data-sea="rtp"></span> na hinati sa multiplier nito, kaya sa karaniwan ay nagbabalik ang bawat tira ng <span data-sea="rtp"></span>, alinmang isda
  ang asintahin mo.
</p>
<table>
  <thead>
    <tr>
      <th>Isda</th>
      <th>Bayad</th>
      <th>Tsansang mahuli</th>
    </tr>
  </thead>
  <tbody data-sea="fish"></tbody>
</table>
<p>RTP (return to player): <span data-sea="rtp"></span> bawat tira. Isang tira sa bawat pagkakataon; walang autoplay.</p>`,
  messages: {
    'There is no such fish here': 'Walang ganitong isda rito',
    'A shot is at most ₱1,000': 'Hanggang ₱1,000 lang ang isang tira',
  },
};
