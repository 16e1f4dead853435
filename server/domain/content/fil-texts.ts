// The Filipino of the texts the server ships: the seeded operator rows (payment channels, game types, tasks,
// activities, prizes, contacts) and the mail it writes itself. Keyed by the exact English, like the operator's own
// translations, which take precedence; an operator who rewrites one of these English texts sees it untranslated.
import { EXCLUSION_MONTHS, MIN_AGE_YEARS, TIMEOUT_HOURS } from '../../../contract/member-constants.ts';
import { previewOf } from '../mail.ts';
import { WELCOME_BODY, WELCOME_TITLE } from '../welcome-mail.ts';

const WELCOME_BODY_FIL = `<p>Kumusta, at maligayang pagdating! Ganito ang pagsisimula.</p>
<h3>Unang gagawin</h3>
<ul>
<li>I-tap ang <b>Mag-deposito</b> para magdagdag ng pera gamit ang GCash, Maya o bank transfer. Makikita ang minimum sa screen ng deposito.</li>
<li>Buksan ang <b>Bonus</b> at pagkatapos ang <b>Mga task</b>: may puntos ang mga araw-araw at lingguhang task na maipapalit mo sa coins.</li>
<li>I-verify ang iyong pagkakakilanlan sa <b>Ako</b> at pagkatapos sa <b>KYC</b>. Kailangan ito bago ang mas malalaking withdrawal, kaya mas mabilis kung gagawin mo na ngayon.</li>
</ul>
<h3>Paano gumagana ang mga limit</h3>
<p>Sa <b>Ako</b> at pagkatapos sa <b>Mga sariling limit</b>, malilimitahan mo ang idedeposito at ang matatalo mo bawat araw, linggo at buwan. Agad na umiiral ang mas mababang limit; ang mas mataas, o ang pag-alis ng limit, ay naghihintay ng 24 na oras para hindi ito maging desisyon ng isang saglit.</p>
<p>Puwede ka ring mag-time-out nang ${TIMEOUT_HOURS.min} oras o higit pa: hihinto ang mga deposito, taya at pag-claim ng bonus, pero makakapag-log in, makakapag-withdraw at mababasa mo pa rin ang iyong mail. Isinasara ng self-exclusion ang mga ito nang ${EXCLUSION_MONTHS[0]} buwan o higit pa.</p>
<h3>Saan may tulong</h3>
<p>Maglaro lamang gamit ang perang kaya mong mawala, at kung ikaw ay ${MIN_AGE_YEARS} taong gulang o higit pa. Kapag hindi na masaya ang paglalaro, magtakda ng limit o mag-time-out, at kausapin ang taong pinagkakatiwalaan mo.</p>
<p>Sa iyong inbox kami sumusulat tungkol sa iyong account, mga regalo at mga pagbabago. Suwertehin ka, at mag-enjoy!</p>`;

export const FIL_TEXTS: Readonly<Record<string, string>> = {
  // Payment channels and game types.
  'Bank transfer': 'Bank transfer',
  Fishing: 'Pangingisda',
  Table: 'Mesa',
  // The welcome mail.
  [WELCOME_TITLE]: 'Maligayang pagdating sa PisoWin',
  [WELCOME_BODY]: WELCOME_BODY_FIL,
  // The inbox row shows the mail's first words, cut from its body.
  [previewOf(WELCOME_BODY)]: previewOf(WELCOME_BODY_FIL),
  // Tasks.
  'Log in today': 'Mag-log in ngayong araw',
  'Bet ₱100 today': 'Tumaya ng ₱100 ngayong araw',
  'Play 10 slot rounds': 'Maglaro ng 10 round ng slot',
  'Deposit today': 'Mag-deposito ngayong araw',
  'Open your inbox': 'Buksan ang iyong inbox',
  'Log in on 5 days this week': 'Mag-log in nang 5 araw ngayong linggo',
  'Bet ₱2,000 this week': 'Tumaya ng ₱2,000 ngayong linggo',
  'Play Color Game 30 times': 'Maglaro ng Color Game nang 30 beses',
  'Invite a friend': 'Mag-imbita ng kaibigan',
  'Deposit ₱500 this week': 'Mag-deposito ng ₱500 ngayong linggo',
  'Deposit ₱1,000 this week': 'Mag-deposito ng ₱1,000 ngayong linggo',
  'High roller: bet ₱10,000 this week': 'High roller: tumaya ng ₱10,000 ngayong linggo',
  // Activities.
  'First deposit bonus': 'Bonus sa unang deposito',
  'First deposit offer': 'Alok sa unang deposito',
  'Jackpot draw': 'Jackpot draw',
  'Welcome: join PisoWin': 'Maligayang pagdating: sumali sa PisoWin',
  'First deposit tips': 'Mga tip sa unang deposito',
  'Install PisoWin': 'I-install ang PisoWin',
  Leaderboard: 'Leaderboard',
  'Red vs Blue': 'Pula laban sa Asul',
  'Coin pusher': 'Coin pusher',
  'Slot tournament': 'Torneo ng slot',
  'Daily sign-in': 'Araw-araw na sign-in',
  'Follow us': 'I-follow kami',
  Lottery: 'Lotto',
  'Lucky spin': 'Suwerteng spin',
  'Monthly bonus': 'Buwanang bonus',
  'Welcome notice': 'Paalala sa pagsali',
  'Welcome to PisoWin! Play for fun and only with money you can afford to lose.\n\nPisoWin is for adults aged 21 and over. Government officials and employees, members of the armed forces and the police, and persons on the PAGCOR exclusion list may not play.\n\nYou can set deposit and loss limits or take a time-out at any time under Me, then Self-limits.':
    'Maligayang pagdating sa PisoWin! Maglaro para sa saya at gamit lamang ang perang kaya mong mawala.\n\nPara lamang sa mga taong 21 taong gulang pataas ang PisoWin. Hindi puwedeng maglaro ang mga opisyal at kawani ng gobyerno, mga miyembro ng sandatahang lakas at ng pulisya, at mga taong nasa exclusion list ng PAGCOR.\n\nPuwede kang magtakda ng limit sa deposito at talo o mag-time-out anumang oras sa Ako, pagkatapos ay sa Mga sariling limit.',
  // Prizes.
  'Power bank 10,000 mAh': 'Power bank na 10,000 mAh',
  'PisoWin shirt (size L)': 'T-shirt ng PisoWin (size L)',
  'PisoWin cap': 'Sombrero ng PisoWin',
  'PisoWin tumbler': 'Tumbler ng PisoWin',
  'Rice, 25 kg sack': 'Bigas, isang sako na 25 kg',
  'Smartphone (128 GB)': 'Smartphone (128 GB)',
  'A new Android smartphone, 128 GB storage, delivered to your door anywhere in the Philippines.':
    'Isang bagong Android smartphone na may 128 GB na storage, ihahatid sa iyong pintuan saanman sa Pilipinas.',
  'A 25 kg sack of well-milled rice, delivered to your door.': 'Isang sako na 25 kg ng well-milled na bigas, ihahatid sa iyong pintuan.',
  '50 pts': '50 puntos',
  '10 pts': '10 puntos',
  // Contacts.
  'VIP hotline': 'VIP hotline',
  'VIP live chat': 'VIP live chat',
  'Live chat': 'Live chat',
};
