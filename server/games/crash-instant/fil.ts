// Rocket Crash in Filipino: the page's words, its rules sheet and its own refusals (see page-texts.ts).
import type { PageTexts } from '../page-texts.ts';

export const crashFil: PageTexts = {
  texts: {
    'Rocket Crash': 'Rocket Crash',
    'Last crash points': 'Mga huling crash point',
    'Last rounds': 'Mga huling round',
    'Rocket flight': 'Lipad ng rocket',
    'Auto cash-out at': 'Auto cash-out sa',
    'Lower the cash-out': 'Ibaba ang cash-out',
    'Cash-out multiplier': 'Multiplier ng cash-out',
    'Raise the cash-out': 'Itaas ang cash-out',
    Launch: 'Ilunsad',
    'Chance {chance}% · pays {amount}': 'Tsansa {chance}% · bayad {amount}',
    'cash-out {multiplier}×': 'cash-out {multiplier}×',
    'Crashed at {crash}× · {result}': 'Nag-crash sa {crash}× · {result}',
    'Crashed at {crash}× · cashed out at {cashout}×, {result}': 'Nag-crash sa {crash}× · nag-cash out sa {cashout}×, {result}',
  },
  help: `<h2>Rocket Crash</h2>
<p>Itakda ang iyong auto cash-out multiplier at ang iyong taya, saka ilunsad. Aakyat ang rocket mula 1.00× at magka-crash ito sa puntong binunot para sa round. Kapag naabot nito ang iyong cash-out, babayaran ka ng taya mo na pinarami ng cash-out mo; kapag nag-crash ito bago umabot doon, talo ang taya.</p>
<p>Itinatakda ang cash-out bago ang launch at hindi na ito mababago habang lumilipad, kaya walang kailangang tiyempuhan: ang tsansang maabot ang cash-out na <em>c</em> ay 0.97 ÷ <em>c</em> (mga 48.5% para sa 2×, 9.7% para sa 10×).</p>
<table>
  <tr><th>Cash-out</th><th>Tsansang maabot ito</th><th>Return</th></tr>
  <tr><td>1.10×</td><td>88.2%</td><td>97%</td></tr>
  <tr><td>1.50×</td><td>64.7%</td><td>97%</td></tr>
  <tr><td>2.00×</td><td>48.5%</td><td>97%</td></tr>
  <tr><td>5.00×</td><td>19.4%</td><td>97%</td></tr>
  <tr><td>10.00×</td><td>9.7%</td><td>97%</td></tr>
  <tr><td>100.00×</td><td>0.97%</td><td>97%</td></tr>
</table>
<p>Mula 1.01× hanggang 1,000× ang mga cash-out; pinuputol pababa sa sentimo ang mga panalo.</p>
<p><strong>RTP: 97% sa bawat cash-out</strong> (3% na house edge). Ang crash point ay 0.97 ÷ (1 − <em>u</em>) na pinuputol pababa sa 0.01×, kung saan ang <em>u</em> ay numero mula 0 hanggang 1 na binunot mula sa mga seed ng iyong round; mga 3 sa bawat 100 round ang agad na nagka-crash sa 1.00×.</p>
<p><strong>Patas na lipad:</strong> i-verify ang isang round gamit ang mga seed nito para makita ang crash point nito.</p>`,
  messages: {
    'Set a cash-out multiplier': 'Magtakda ng cash-out multiplier',
    'Set the cash-out in hundredths': 'Itakda ang cash-out sa hundredths (hal. 150 para sa 1.50x)',
    'Set a cash-out of at least 1.01x': 'Magtakda ng cash-out na hindi bababa sa 1.01x',
    'Set a cash-out of at most 1,000x': 'Magtakda ng cash-out na hindi lalampas sa 1,000x',
  },
};
