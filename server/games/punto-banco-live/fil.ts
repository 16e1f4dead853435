// Punto Banco Live in Filipino: the page's words, the bet spots its script writes, and its rules sheet (see
// page-texts.ts). Player, Banker and Tie stay as players know them.
import type { PageTexts } from '../page-texts.ts';
import { LIVE_FIL, LIVE_FIL_MESSAGES } from '../shared/fil-live.ts';

export const puntoBancoLiveFil: PageTexts = {
  texts: {
    ...LIVE_FIL,
    'Punto Banco Live': 'Punto Banco Live',
    Cards: 'Mga baraha',
    Player: 'Player',
    Banker: 'Banker',
    Tie: 'Tie',
    'Player 1:1': 'Player 1:1',
    'Banker 0.95:1': 'Banker 0.95:1',
    'Tie 8:1': 'Tie 8:1',
    'Player pays 1:1, Banker 0.95:1, Tie 8:1.': 'Nagbabayad ang Player ng 1:1, ang Banker ng 0.95:1, at ang Tie ng 8:1.',
  },
  help: `<h2>Punto Banco Live</h2>
<p>
  Iisang table para sa lahat: bukas ang taya nang 15 segundo, saka tig-dalawang baraha ang Player at Banker, at may ikatlong baraha ayon sa nakatakdang
  patakaran. Panalo ang kamay na pinakamalapit sa 9 (0 ang sampu at mga larawan, 1 ang alas, at huling digit lang ng kabuuan ang binibilang).
</p>
<p>
  Ikatlong baraha: kapag 8 o 9 sa unang dalawang baraha, parehong titigil. Bumubunot ang Player sa 0-5. Kung tumigil ang Player, bumubunot ang Banker sa 0-5.
  Kung hindi, bumubunot ang Banker sa 0-2; sa 3 maliban kung 8 ang ikatlong baraha ng Player; sa 4 kapag 2-7 ang barahang iyon; sa 5 kapag 4-7; sa 6 kapag 6-7; at
  titigil sa 7.
</p>
<table>
  <tr>
    <th>Taya</th>
    <th>Bayad</th>
    <th>Tsansa</th>
    <th>RTP</th>
  </tr>
  <tr>
    <td>Player</td>
    <td>1:1</td>
    <td>44.6%</td>
    <td>98.77%</td>
  </tr>
  <tr>
    <td>Banker</td>
    <td>0.95:1</td>
    <td>45.8%</td>
    <td>98.94%</td>
  </tr>
  <tr>
    <td>Tie</td>
    <td>8:1</td>
    <td>9.5%</td>
    <td>85.88%</td>
  </tr>
</table>
<p>Kapag Tie (tabla), ibinabalik ang mga taya sa Player at Banker. Bawat baraha ay ibinibigay na parang mula sa bagong balasang shoe.</p>
<p>RTP (return to player): 98.85% gaya ng nakasaad sa laro, ang average ng mga taya sa Player at Banker.</p>`,
  messages: LIVE_FIL_MESSAGES,
};
