// Keno 40 in Filipino: the page's words, its rules sheet and its own refusals (see page-texts.ts). Words as in the
// app's lottery (Mabilisang pili, Burahin, tumama).
import type { PageTexts } from '../page-texts.ts';

export const kenoFil: PageTexts = {
  texts: {
    'Keno 40': 'Keno 40',
    'Numbers drawn': 'Mga lumabas na numero',
    'Numbers 1 to 40': 'Mga numero 1 hanggang 40',
    'What your picks pay': 'Bayad ng mga pinili mo',
    Clear: 'Burahin',
    'Quick pick': 'Mabilisang pili',
    Draw: 'Bumunot',
    'Pick 1 to 10 numbers': 'Pumili ng 1 hanggang 10 numero',
    'hit {multiplier}×': 'tama {multiplier}×',
    'hits {multiplier}×': 'tama {multiplier}×',
    '{hits} of {picks} hit': '{hits} sa {picks} ang tumama',
  },
  help: `<h2>Keno 40</h2>
<p>Pumili ng 1 hanggang 10 numero mula 1 hanggang 40, itakda ang iyong taya at bumunot. Sampu sa 40 numero ang binubunot; binabayaran ka ayon sa dami ng mga pinili mo na kasama sa mga ito (mga tama).</p>
<h3>Paytable (multiplier ng iyong taya)</h3>
<table>
  <tr><th>Mga pinili</th><th>Bayad</th><th>RTP</th></tr>
  <tr><td>1</td><td>1 tama 3.88×</td><td>97.00%</td></tr>
  <tr><td>2</td><td>1 tama 1.74×, 2 tama 5.21×</td><td>96.98%</td></tr>
  <tr><td>3</td><td>2 tama 4.15×, 3 tama 33.2×</td><td>97.03%</td></tr>
  <tr><td>4</td><td>2 tama 2.2×, 3 tama 8.81×, 4 tama 66×</td><td>96.99%</td></tr>
  <tr><td>5</td><td>2 tama 1.22×, 3 tama 4.88×, 4 tama 19.5×, 5 tama 150×</td><td>97.00%</td></tr>
  <tr><td>6</td><td>3 tama 4.15×, 4 tama 12.5×, 5 tama 62.3×, 6 tama 420×</td><td>96.99%</td></tr>
  <tr><td>7</td><td>3 tama 3.06×, 4 tama 6.11×, 5 tama 18.3×, 6 tama 120×, 7 tama 610×</td><td>97.13%</td></tr>
  <tr><td>8</td><td>3 tama 1.59×, 4 tama 4.76×, 5 tama 12.7×, 6 tama 63.4×, 7 tama 320×, 8 tama 1600×</td><td>97.00%</td></tr>
  <tr><td>9</td><td>3 tama 1.41×, 4 tama 2.81×, 5 tama 7.03×, 6 tama 28.1×, 7 tama 140×, 8 tama 700×, 9 tama 2800×</td><td>97.04%</td></tr>
  <tr><td>10</td><td>4 tama 3.31×, 5 tama 6.61×, 6 tama 19.8×, 7 tama 99.2×, 8 tama 500×, 9 tama 2000×, 10 tama 6600×</td><td>97.07%</td></tr>
</table>
<p>Eksakto ang bawat return, mula sa tsansa ng bawat dami ng tama (hypergeometric: ang mga paraan para mabunot ang ganoong dami ng mga pinili mo at ang iba pa mula sa ibang numero, hinati sa lahat ng paraan para bumunot ng 10 sa 40).</p>
<p><strong>RTP na ipinapakita sa tile: 96.98%, ang pinakamababa sa sampung paytable</strong> (2 pinili); nasa pagitan ng 96.98% at 97.13% ang return ng bawat paytable.</p>
<p><strong>Patas na bunot:</strong> binubunot ang sampung numero mula sa mga seed ng iyong round, anuman ang pinili mo. I-verify ang isang round gamit ang mga seed nito para makita ang mga ito ayon sa pagkakasunod ng pagbunot.</p>`,
  messages: {
    'Pick numbers from 1 to 40': 'Pumili ng mga numero mula 1 hanggang 40',
    'Pick at least one number': 'Pumili ng kahit isang numero',
    'Pick at most 10 numbers': 'Pumili ng hindi hihigit sa 10 numero',
    'Pick each number once': 'Isang beses lang puwedeng piliin ang bawat numero',
  },
};
