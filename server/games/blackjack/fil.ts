// Blackjack 21 in Filipino: the page's words, its rules sheet and its refusal (see page-texts.ts). The refusals of
// its open hands (server/domain/games/blackjack-rounds.ts) are the domain's, translated there.
import type { PageTexts } from '../page-texts.ts';

export const blackjackFil: PageTexts = {
  texts: {
    'Blackjack 21': 'Blackjack 21',
    Dealer: 'Dealer',
    'Blackjack pays 3:2 · Dealer stands on all 17s': 'Bayad sa Blackjack 3:2 · Tumitigil ang Dealer sa lahat ng 17',
    Hit: 'Hirit',
    Stand: 'Tigil',
    Double: 'Doble',
    Split: 'Hatiin',
    Deal: 'I-deal',
    '{total} bust': '{total} lampas',
    'Hand {n}': 'Kamay {n}',
    You: 'Ikaw',
    Win: 'Panalo',
    Push: 'Tabla',
    Lose: 'Talo',
    'Blackjack!': 'Blackjack!',
    'Dealer has blackjack': 'Blackjack ang Dealer',
    'Playing hand {n}': 'Nilalaro ang kamay {n}',
    'Your hand is still open': 'Bukas pa ang kamay mo',
  },
  help: `<h2>Blackjack 21</h2>
<p>Lumapit sa 21 nang higit sa dealer nang hindi lumalampas. Ang mga baraha 2 hanggang 10 ay ayon sa numero nito, 10 ang jack, queen at king, at 1 o 11 ang ace.</p>
<ul>
  <li>Anim na deck, bagong shuffle sa bawat round.</li>
  <li>
    Tig-dalawang baraha kayo ng dealer; nakataob ang isang baraha ng dealer. Kung ace o may halagang 10 ang nakikitang baraha ng dealer, titingnan muna ng dealer kung blackjack siya; kapag blackjack ang dealer, tapos agad ang round (talo ang taya mo, o tabla kung blackjack ka rin).
  </li>
  <li><strong>Blackjack</strong> (ace at barahang may halagang 10 bilang unang dalawang baraha mo): bayad 3:2.</li>
  <li><strong>Hirit</strong> (hit): kukuha ka ng isa pang baraha; <strong>Tigil</strong> (stand): mananatili ang kabuuan mo.</li>
  <li><strong>Doble</strong> (double) sa kahit anong unang dalawang baraha: dodoblehin ang taya mo at eksaktong isa pang baraha ang makukuha mo.</li>
  <li>
    <strong>Hatiin</strong> (split) ang isang pares (dalawang barahang pareho ang halaga) sa dalawang kamay, na may pangalawang taya. Isang split lang bawat round; puwedeng mag-doble pagkatapos mag-split; tig-iisang baraha lang ang makukuha ng mga hinating ace. Ang 21 pagkatapos ng split ay bayad 1:1, hindi 3:2.
  </li>
  <li>Kumukuha ang dealer hanggang 16 at <strong>tumitigil sa lahat ng 17</strong>, kasama ang soft 17.</li>
  <li>Bayad na 1:1 ang panalo; kapag pareho ang kabuuan, tabla (push: ibabalik ang taya mo). Walang insurance, walang surrender.</li>
</ul>
<p>Kinukuha sa balanse mo ang dagdag na taya ng doble o split sa oras na gawin mo ito.</p>
<p>
  <strong>RTP: 99.50%</strong> para sa manlalarong gumagamit ng basic strategy (ang pinakamahusay na galaw sa bawat kamay laban sa baraha ng dealer), binibilang bawat unang taya, mula sa 10,000,000 simulated na round ng eksaktong mga patakarang ito. Mas mababa ang balik sa ibang paraan ng paglalaro.
</p>
<p>
  <strong>Patas na shoe:</strong> nakatakda na ang buong shuffled na shoe mula sa mga seed ng iyong round bago pa ang unang baraha, kaya ang mga desisyon mo ay nagpapasya lang kung sino ang kukuha ng susunod na baraha, hindi kung anong baraha ito. I-verify ang isang round gamit ang mga seed nito: makikita mo ang mga baraha ayon sa pagkakasunod ng pagbigay (sa iyo ang ika-1 at ika-3, sa dealer ang ika-2 at ika-4, saka sumunod ang bawat barahang hinugot).
</p>`,
  messages: {
    'This is not a round id': 'Hindi ito round id',
  },
};
