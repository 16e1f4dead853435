// Plinko Drop in Filipino: the page's words, its rules sheet and its own refusals (see page-texts.ts). The verify
// panel's risk options carry their value (low, medium, high), so the words shown may change and the value sent not.
import type { PageTexts } from '../page-texts.ts';

export const plinkoFil: PageTexts = {
  texts: {
    'Plinko Drop': 'Plinko Drop',
    'Plinko board': 'Board ng Plinko',
    Rows: 'Hilera',
    '8 rows': '8 hilera',
    Risk: 'Risk',
    Low: 'Mababa',
    Mid: 'Katamtaman',
    High: 'Mataas',
    low: 'mababa',
    medium: 'katamtaman',
    high: 'mataas',
    'Drop ball': 'Ihulog ang bola',
  },
  help: `<h2>Plinko Drop</h2>
<p>Piliin ang dami ng hilera (8, 12 o 16), ang risk (mababa, katamtaman o mataas) at ang iyong taya, saka ihulog ang bola. Sa bawat hilera ng mga peg, tatalbog ito pakaliwa o pakanan, 1 sa 2 ang tsansa ng bawat isa, at lalapag ito sa isang slot sa ibaba. Ibabalik sa iyo ang taya mo na pinarami ng multiplier ng slot na iyon.</p>
<p>Ang mga slot sa gitna ang pinakamadalas tamaan; ang mga slot sa gilid ang may pinakamalaking bayad. Kapag mas mataas ang risk, mas malaki ang bayad sa mga gilid at mas maliit sa gitna.</p>
<h3>Mga multiplier (mula gilid hanggang gitna; kapareho nito ang kabilang kalahati)</h3>
<table>
  <tr><th>Board</th><th>Mga slot</th><th>RTP</th></tr>
  <tr><td>8 hilera, mababa</td><td>5.5× · 2× · 1.05× · 1× · 0.5×</td><td>97.19%</td></tr>
  <tr><td>8 hilera, katamtaman</td><td>12× · 3× · 1.25× · 0.7× · 0.4×</td><td>97.03%</td></tr>
  <tr><td>8 hilera, mataas</td><td>28.5× · 4.1× · 1.4× · 0.3× · 0.2×</td><td>97.11%</td></tr>
  <tr><td>12 hilera, mababa</td><td>9× · 3× · 1.6× · 1.3× · 1.07× · 1× · 0.5×</td><td>97.13%</td></tr>
  <tr><td>12 hilera, katamtaman</td><td>30× · 10× · 4× · 2× · 1.05× · 0.6× · 0.3×</td><td>97.05%</td></tr>
  <tr><td>12 hilera, mataas</td><td>160× · 22× · 8× · 2× · 0.7× · 0.2× · 0.2×</td><td>97.13%</td></tr>
  <tr><td>16 hilera, mababa</td><td>15× · 8× · 2× · 1.4× · 1.3× · 1.2× · 1.05× · 1× · 0.5×</td><td>97.17%</td></tr>
  <tr><td>16 hilera, katamtaman</td><td>100× · 40× · 10× · 5× · 2.9× · 1.4× · 1× · 0.5× · 0.3×</td><td>97.02%</td></tr>
  <tr><td>16 hilera, mataas</td><td>900× · 120× · 25× · 9× · 4× · 1.95× · 0.2× · 0.2× · 0.2×</td><td>97.15%</td></tr>
</table>
<p>Eksakto ang bawat return: ang tsansa ng isang slot ay ang dami ng mga daan papunta rito na hinati sa lahat ng 2<sup>n</sup> na daan (n ang dami ng hilera).</p>
<p><strong>RTP na ipinapakita sa tile: 97.02%, ang pinakamababa sa siyam na board</strong> (16 hilera, katamtaman); nasa pagitan ng 97.02% at 97.19% ang return ng bawat board.</p>
<p><strong>Patas na hulog:</strong> binubunot ang bawat talbog mula sa mga seed ng iyong round, kaya nakatakda na ang daan bago pa mahulog ang bola. Para i-verify ang isang round, ilagay ang mga seed nito at ang hilera at risk nito; makukuha mo ang mga talbog (L = kaliwa, R = kanan) at ang slot.</p>`,
  messages: {
    'Choose 8, 12 or 16 rows': 'Pumili ng 8, 12 o 16 na hilera',
    'Choose low, medium or high risk': 'Pumili ng mababa, katamtaman o mataas na risk',
    'Say how many rows the round had (8, 12 or 16)': 'Ilagay kung ilang hilera ang round (8, 12 o 16)',
    'Say the round’s risk (low, medium or high)': 'Ilagay ang risk ng round (mababa, katamtaman o mataas)',
  },
};
