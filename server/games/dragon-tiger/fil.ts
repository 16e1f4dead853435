// Dragon vs Tiger in Filipino: the page's words, its rules sheet and its refusals (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { SIDE_STAKE_FIL } from '../baccarat/fil.ts';

export const dragonTigerFil: PageTexts = {
  texts: {
    'Dragon vs Tiger': 'Dragon vs Tiger',
    'Last rounds': 'Mga huling round',
    Dragon: 'Dragon',
    VS: 'VS',
    Tiger: 'Tiger',
    Tie: 'Tie',
    'pays 1:1': 'bayad 1:1',
    'pays 11:1': 'bayad 11:1',
    Chip: 'Chip',
    Clear: 'Alisin',
    Deal: 'I-deal',
    'Dragon wins': 'Panalo ang Dragon',
    'Tiger wins': 'Panalo ang Tiger',
  },
  help: `<h2>Dragon vs Tiger</h2>
<p>Isang baraha ang para sa Dragon at isa para sa Tiger. Panalo ang mas mataas na baraha: ace ang pinakamababa, sunod ang 2 hanggang 10, jack, queen, at king ang pinakamataas. Hindi binibilang ang suit.</p>
<h3>Talaan ng bayad</h3>
<table>
  <tr><th>Taya</th><th>Bayad</th><th>Balik (RTP)</th></tr>
  <tr><td>Dragon</td><td>1:1; kalahati ng taya mo ang babalik kapag Tie</td><td>96.27%</td></tr>
  <tr><td>Tiger</td><td>1:1; kalahati ng taya mo ang babalik kapag Tie</td><td>96.27%</td></tr>
  <tr><td>Tie</td><td>11:1</td><td>89.64%</td></tr>
</table>
<p>Binabayaran ang panalo kasama ang taya mo. Lumalabas ang Tie nang mga 7.5% ng pagkakataon (magkapareho ang rank ng dalawang baraha).</p>
<p>
  <strong>RTP na nakalagay sa tile: 96.27%, ang sa taya sa Dragon o Tiger.</strong> Eksakto ang mga balik na ito para sa shoe na may 8 deck (kinuwenta mula sa tsansa ng Tie) at sinuri laban sa isang milyong simulated na round.
</p>
<p>
  <strong>Patas na shoe:</strong> bawat round ay galing sa buong shoe na may 8 deck na bagong shuffle mula sa mga seed ng iyong round. I-verify ang isang round gamit ang mga seed nito para makita ang dalawang baraha.
</p>`,
  messages: {
    'Put a bet on Dragon, Tiger or Tie': 'Tumaya sa Dragon, Tiger o Tie',
    ...SIDE_STAKE_FIL,
  },
};
