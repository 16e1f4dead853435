// Mines in Filipino: the page's words, its rules sheet and its own refusals (see page-texts.ts). The round's moves
// (start, reveal, cash out) are refused in server/domain/games/mines-rounds.ts, whose words are translated there.
import type { PageTexts } from '../page-texts.ts';

export const minesFil: PageTexts = {
  texts: {
    Mines: 'Mines',
    'Cash out': 'I-cash out',
    Field: 'Mga tile',
    Multipliers: 'Mga multiplier',
    'Tile {n}': 'Tile {n}',
    'Tile {n}, gem': 'Tile {n}, gem',
    'Tile {n}, mine': 'Tile {n}, mina',
    'Cash out {amount}': 'I-cash out ang {amount}',
    'Boom! The mine took your bet': 'Boom! Kinain ng mina ang taya mo',
    'Cashed out {amount} at {multiplier}': 'Nag-cash out ng {amount} sa {multiplier}',
    '{count} safe · {multiplier}': '{count} ligtas · {multiplier}',
    'Pick a tile': 'Pumili ng tile',
    'Your round is still open': 'Bukas pa ang round mo',
  },
  help: `<h2>Mines</h2>
<p>May nakatagong mga gem at mina sa 5 × 5 na field. Piliin kung ilang mina (1 hanggang 24) at ang iyong taya, saka magbukas ng tile nang isa-isa.</p>
<ul>
  <li>Pinapataas ng bawat gem ang iyong multiplier; ipinapakita ng talaan sa ilalim ng field kung magkano ang ibabayad ng bawat susunod na gem.</li>
  <li>Tinatapos ng mina ang round at talo ang taya.</li>
  <li>Puwede kang mag-cash out anumang oras pagkatapos ng iyong unang gem para makuha ang taya mo na pinarami ng multiplier. Kapag nabuksan mo ang lahat ng gem, kusa itong magka-cash out.</li>
</ul>
<p>Ang multiplier pagkatapos ng <em>k</em> na gem ay 0.97 na hinati sa tsansang makapagbukas ng <em>k</em> na gem nang sunud-sunod nang walang mina, pinuputol pababa sa 0.0001×. Halimbawa, sa 3 mina: 1 gem 1.1022×, 2 gem 1.2597×, 5 gem 1.957×. Ang bayad ay ang taya mo na pinarami ng multiplier, ini-round sa pinakamalapit na sentimo.</p>
<p><strong>RTP: 97%</strong> sa anumang dami ng mina at kailan ka man mag-cash out (3% na house edge; wala pang 0.01% ang nababawas ng pagputol ng multiplier sa 0.0001×, at nagpapantay lang ang pag-round sa sentimo).</p>
<p><strong>Patas na field:</strong> inilalagay ang mga mina mula sa mga seed ng iyong round bago ka magbukas ng tile. I-verify ang isang round gamit ang mga seed nito at ang dami ng mina nito para makita kung nasaan ang mga ito.</p>`,
  messages: {
    'Say how many mines the round had': 'Ilagay kung ilang mina ang round',
    'Say how many mines the round had (1 to 24)': 'Ilagay kung ilang mina ang round (1 hanggang 24)',
    'This is not a round id': 'Hindi ito round id',
  },
};
