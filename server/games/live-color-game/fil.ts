// Live Color Game in Filipino: the page's words, the colours its script writes, and its rules sheet (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';
import { LIVE_FIL, LIVE_FIL_MESSAGES } from '../shared/fil-live.ts';
import { COLOR_NAMES_FIL } from '../color-game/fil.ts';

export const liveColorFil: PageTexts = {
  texts: {
    ...LIVE_FIL,
    'Live Color Game': 'Live Color Game',
    Dice: 'Dice',
    'Pays 1:1, 2:1 or 3:1 by how many dice show your colour.': 'Nagbabayad ng 1:1, 2:1 o 3:1 ayon sa dami ng dice na lumabas ang kulay mo.',
    ...COLOR_NAMES_FIL,
  },
  help: `<h2>Live Color Game</h2>
<p>
  Iisang table para sa lahat: bukas ang isang round para sa taya nang 15 segundo, saka iginugulong ang tatlong dice na may kulay at sabay-sabay na
  binabayaran ang lahat ng taya sa round. Maglagay ng chips sa isa o higit pang kulay at pindutin ang Itaya (isang taya bawat round).
</p>
<table>
  <tr>
    <th>Dice na lumabas ang kulay mo</th>
    <th>Bayad</th>
    <th>Tsansa</th>
  </tr>
  <tr>
    <td>1</td>
    <td>1:1 (balik ang taya + 1×)</td>
    <td>34.7%</td>
  </tr>
  <tr>
    <td>2</td>
    <td>2:1</td>
    <td>6.9%</td>
  </tr>
  <tr>
    <td>3</td>
    <td>3:1</td>
    <td>0.5%</td>
  </tr>
  <tr>
    <td>0</td>
    <td>talo ang taya</td>
    <td>57.9%</td>
  </tr>
</table>
<p>RTP (return to player): 92.13% sa bawat kulay (199/216).</p>
<p>Ang "Lahat" sa isang kulay ay ang kabuuang taya ng lahat ng player dito ngayong round; walang pangalang ipinapakita.</p>`,
  messages: LIVE_FIL_MESSAGES,
};
