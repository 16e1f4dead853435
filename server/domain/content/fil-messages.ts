// The server's own words to a player in Filipino: the msg of a failed answer (refused, notFound, conflict, badInput,
// DomainError, CodedRefusal, RateLimitedError and the routes' own failures), keyed by the exact English. A message
// built from a template literal is keyed with named placeholders, `${game.name} is under maintenance.` as
// `{name} is under maintenance.`: each `${...}` becomes `{name}`, the name being the last identifier in the expression
// that is not called (`${formatMoney(minimum)}` -> {minimum}), and a `${n === 1 ? '' : 's'}` choosing between two
// texts makes one key per choice. FIL_WORDS holds the words that go into a message's placeholder (a rate limit's scope,
// a limit's name): a captured value is translated on its own. tests/unit/server/fil-messages.test.ts finds every
// message and word in server/ by that rule (tests/support/message-sources.ts) and checks each has an entry here, with
// the same placeholders. Operator texts are another table (content/translations.ts), which wins for a text it has.
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/constants.ts';
import { compileTemplates, fillPlaceholders, PLACEHOLDER, templateValues, type TextTemplate } from '../../../contract/text-templates.ts';

export const FIL_MESSAGES: Readonly<Record<string, string>> = {
  // Signing in, accounts and the ways in.
  'Please log in to continue.': 'Mag-log in para makapagpatuloy.',
  'Your session has ended. Please log in again.': 'Natapos na ang iyong session. Mangyaring mag-log in ulit.',
  'Account or password is incorrect': 'Mali ang account o password',
  'That account name is taken': 'May gumagamit na ng account name na iyan',
  '{field} must be {range}': 'Dapat {range} ang {field}',
  'Enter your current password': 'Ilagay ang iyong kasalukuyang password',
  'The current password is incorrect': 'Mali ang kasalukuyang password',
  'The password is incorrect': 'Mali ang password',
  'You already have an account name': 'May account name ka na',
  'That {name} account is linked to another player': 'Naka-link na sa ibang player ang {name} account na iyan',
  '{name} is already bound. Unbind it first.': 'Naka-link na ang {name}. I-unlink muna ito.',
  '{name} is not bound': 'Hindi naka-link ang {name}',
  'Bind another way in before unbinding {name}': 'Mag-link muna ng ibang paraan ng pag-log in bago i-unlink ang {name}',
  'That mobile number is already registered': 'Nakarehistro na ang mobile number na iyan',
  '{MOBILE_TAKEN}. Log in instead.': '{MOBILE_TAKEN}. Mag-log in na lang.',
  'That mobile number belongs to another player': 'Pag-aari ng ibang player ang mobile number na iyan',
  'Log in to link a mobile number': 'Mag-log in para mag-link ng mobile number',
  'Mobile number or code is incorrect': 'Mali ang mobile number o code',
  'Mobile number, code or password is incorrect': 'Mali ang mobile number, code o password',
  'The code is wrong or has expired': 'Mali o expired na ang code',
  'We could not send the SMS just now. Please try again.': 'Hindi namin naipadala ang SMS sa ngayon. Pakisubukan ulit.',
  '{provider} sign-in is not available': 'Hindi available ang pag-sign in gamit ang {provider}',
  '{provider} sign-in could not be verified. Please try again.': 'Hindi ma-verify ang pag-sign in gamit ang {provider}. Pakisubukan ulit.',
  'LINE sign-in could not be completed. Please try again.': 'Hindi natapos ang pag-sign in gamit ang LINE. Pakisubukan ulit.',
  // A rate limit: its scope (FIL_WORDS), then when to try again.
  '{scope}. Try again in {minutes} minute.': '{scope}. Subukan ulit pagkalipas ng {minutes} minuto.',
  '{scope}. Try again in {minutes} minutes.': '{scope}. Subukan ulit pagkalipas ng {minutes} minuto.',
  // Profile, safebox and inviter.
  'Enter a real birth date': 'Maglagay ng totoong petsa ng kapanganakan',
  'The birth date cannot be in the future': 'Hindi puwedeng nasa hinaharap ang petsa ng kapanganakan',
  'Nickname must be {min} to {max} characters': 'Dapat {min} hanggang {max} na character ang nickname',
  'Nickname {reason}': 'Ang nickname ay {reason}',
  'Nickname cannot contain < or >': 'Hindi puwedeng may < o > ang nickname',
  'You cannot invite yourself': 'Hindi mo puwedeng imbitahin ang sarili mo',
  'Your inviter is already set': 'Naitakda na ang nag-imbita sa iyo',
  'No player has this inviter id': 'Walang player na may ganitong ID ng nag-imbita',
  'You cannot be your own inviter: that account belongs to this device or mobile number.':
    'Hindi mo puwedeng imbitahin ang sarili mo: sa device o mobile number na ito rin nakakabit ang account na iyan.',
  'The safebox password is exactly {safeboxPasswordLength} digits': 'Eksaktong {safeboxPasswordLength} na digit ang password ng safebox',
  'Your safebox password is already set; change it instead': 'Naitakda na ang password ng iyong safebox; palitan na lang ito',
  'Set a safebox password first': 'Magtakda muna ng password ng safebox',
  'The safebox password is wrong': 'Mali ang password ng safebox',
  // KYC.
  'Your KYC is being reviewed; wait for the result': 'Sinusuri pa ang iyong KYC; hintayin ang resulta',
  'Your KYC is already approved': 'Aprubado na ang iyong KYC',
  'The image data is not valid base64': 'Hindi valid na base64 ang data ng larawan',
  'The image is larger than {maxBytes} MB': 'Mas malaki sa {maxBytes} MB ang larawan',
  'Upload a JPEG, PNG or WebP photo': 'Mag-upload ng litratong JPEG, PNG o WebP',
  'This file is not a picture we can read': 'Hindi namin mabasa ang larawan sa file na ito',
  'No such KYC file': 'Walang ganitong KYC file',
  'You must be {MIN_AGE_YEARS} or over to play': 'Dapat {MIN_AGE_YEARS} taong gulang ka o higit pa para makapaglaro',
  'Upload a photo of your ID first': 'I-upload muna ang litrato ng iyong ID',
  'Upload a selfie holding your ID first': 'I-upload muna ang selfie mo habang hawak ang iyong ID',
  '{account} has no KYC waiting for review': 'Walang KYC ng {account} na naghihintay ng pagsusuri',
  // Responsible play.
  'You are self-excluded until {until}. {what} are closed; you can still withdraw.':
    'Naka-self-exclude ka hanggang {until}. Sarado {what}; makakapag-withdraw ka pa rin.',
  'You are taking a time-out until {until}. {what} are closed; you can still withdraw.':
    'Naka-time-out ka hanggang {until}. Sarado {what}; makakapag-withdraw ka pa rin.',
  'This would pass your {label} of {limit}: {left} left in the last {period}.':
    'Lalampas ito sa iyong {label} na {limit}: {left} na lang ang natitira sa huling {period}.',
  'A time-out lasts from 24 hours to 30 days': 'Tumatagal ang time-out mula 24 na oras hanggang 30 araw',
  'A self-exclusion lasts 6 months, 1 year or 5 years': 'Tumatagal ang self-exclusion nang 6 na buwan, 1 taon o 5 taon',
  'Your self-exclusion cannot be changed before {lockedUntil}': 'Hindi mababago ang iyong self-exclusion bago ang {lockedUntil}',
  'Your self-exclusion already runs until {exclusion_until}': 'Tumatakbo na ang iyong self-exclusion hanggang {exclusion_until}',
  // Wallet: deposits, withdrawals and receiving accounts.
  'Not enough balance': 'Kulang ang balanse',
  'No wallet for this player': 'Walang wallet ang player na ito',
  'This deposit channel is not available': 'Hindi available ang channel ng depositong ito',
  'The minimum deposit on {name} is {minimum}': 'Ang pinakamababang deposito sa {name} ay {minimum}',
  'A coupon cannot be combined with an activity bonus': 'Hindi puwedeng pagsabayin ang coupon at ang bonus ng aktibidad',
  'Unknown order': 'Hindi kilalang order',
  'The amount does not match the order': 'Hindi tugma ang halaga sa order',
  'The session that made this order has ended. Log in and order again.': 'Natapos na ang session na gumawa ng order na ito. Mag-log in at mag-order ulit.',
  'The minimum withdrawal is {min}': 'Ang pinakamababang withdrawal ay {min}',
  'The maximum withdrawal is {max}': 'Ang pinakamataas na withdrawal ay {max}',
  'Make a deposit to unlock withdrawals: winnings from free bonuses need one valid top-up first':
    'Mag-deposito para ma-unlock ang mga withdrawal: kailangan muna ng isang valid na top-up bago ma-withdraw ang panalo mula sa mga libreng bonus',
  'The amount does not cover the fee': 'Hindi sapat ang halaga para sa singil',
  'Verify your identity (KYC) to withdraw more than {kycAmount} in total':
    'I-verify ang iyong pagkakakilanlan (KYC) para makapag-withdraw nang higit sa {kycAmount} sa kabuuan',
  'Only {withdrawable} is withdrawable now; the rest is locked until its turnover is wagered':
    '{withdrawable} lang ang puwedeng i-withdraw ngayon; naka-lock ang natitira hanggang maitaya ang turnover nito',
  'No withdrawal {id}': 'Walang withdrawal na {id}',
  'Withdrawal {id} is {state}': 'Ang withdrawal {id} ay {state}',
  'Withdrawal {id} is still being paid': 'Binabayaran pa ang withdrawal {id}',
  'Choose a bank or e-wallet from the list': 'Pumili ng bangko o e-wallet mula sa listahan',
  '{MOBILE_HINT} for {name}': '{MOBILE_HINT} para sa {name}',
  'A bank account number has digits only': 'Digit lang ang laman ng numero ng bank account',
  'A bank account number has {min} to {max} digits': 'May {min} hanggang {max} na digit ang numero ng bank account',
  'No such receiving account': 'Walang ganitong account na tatanggap',
  'This receiving account is already saved': 'Naka-save na ang account na tatanggap na ito',
  'You can save up to {maxBankAccounts} receiving accounts': 'Makakapag-save ka ng hanggang {maxBankAccounts} na account na tatanggap',
  'The first deposit bonus is only for a first deposit, and you have already deposited.':
    'Para lang sa unang deposito ang bonus sa unang deposito, at nakapag-deposito ka na.',
  // Games and rounds.
  'This game does not exist': 'Walang ganitong laro',
  '{name} is under maintenance. Please try again later.': 'Nasa maintenance ang {name}. Pakisubukan ulit mamaya.',
  '{name} is played from its own page in the app.': 'Nilalaro ang {name} sa sarili nitong page sa app.',
  'Your balance is empty. Deposit first, or try the game for free.': 'Ubos na ang iyong balanse. Mag-deposito muna, o subukan ang laro nang libre.',
  'This game link has expired or was already used. Start the game again from the lobby.':
    'Expired na o nagamit na ang link ng larong ito. Simulan ulit ang laro mula sa lobby.',
  'This game session is not valid. Start the game again from the lobby.': 'Hindi valid ang session ng larong ito. Simulan ulit ang laro mula sa lobby.',
  'Your session has ended. Log in and start the game again from the lobby.': 'Natapos na ang iyong session. Mag-log in at simulan ulit ang laro mula sa lobby.',
  'You left this game. Start it again from the lobby.': 'Umalis ka na sa larong ito. Simulan ulit ito mula sa lobby.',
  'This game is no longer offered. Pick another game from the lobby.': 'Hindi na inaalok ang larong ito. Pumili ng ibang laro sa lobby.',
  'Open the game from the lobby': 'Buksan ang laro mula sa lobby',
  'Online sabong (cockfighting) is banned in the Philippines and cannot be offered': 'Bawal sa Pilipinas ang online sabong at hindi ito puwedeng ialok',
  'Not enough balance for this bet': 'Kulang ang balanse para sa tayang ito',
  'Too many moves at once. Please try again.': 'Masyadong maraming galaw nang sabay. Pakisubukang muli.',
  'Not enough demo balance for this bet': 'Kulang ang demo balance para sa tayang ito',
  'This bet does not fit the table': 'Hindi pasok sa table ang tayang ito',
  'Put a bet on at least one option': 'Tumaya sa kahit isang pagpipilian',
  'Betting on this round has closed. Wait for the next round.': 'Sarado na ang pagtaya sa round na ito. Hintayin ang susunod na round.',
  'You already have a bet on this round': 'May taya ka na sa round na ito',
  'Put a bet on Player, Banker or Tie': 'Tumaya sa Player, Banker o Tie',
  'Put a bet on Dragon, Tiger or Tie': 'Tumaya sa Dragon, Tiger o Tie',
  'Put a bet on at least one colour': 'Tumaya sa kahit isang kulay',
  'Put a bet on at least one spot': 'Tumaya sa kahit isang puwesto',
  'There is no such fish here': 'Walang ganitong isda rito',
  'Choose a bet that splits evenly into {units} parts': 'Pumili ng tayang nahahati nang pantay sa {units} na bahagi',
  'Choose 1 to 24 mines': 'Pumili ng 1 hanggang 24 na mina',
  'Pick a tile on the field': 'Pumili ng tile sa field',
  'Reveal at least one tile before you cash out': 'Magbukas ng kahit isang tile bago ka mag-cash out',
  'Finish your open round first': 'Tapusin muna ang bukas mong round',
  'Finish your open hand first': 'Tapusin muna ang bukas mong hand',
  'This round is over': 'Tapos na ang round na ito',
  'This hand is over': 'Tapos na ang hand na ito',
  'You cannot {action} this hand now': 'Hindi mo puwedeng i-{action} ang hand na ito ngayon',
  'No such round': 'Walang ganitong round',
  'Finish your open round before you change seeds': 'Tapusin muna ang bukas mong round bago magpalit ng seed',
  'This game cannot be verified': 'Hindi puwedeng i-verify ang larong ito',
  'We could not find that round in your bet records': 'Hindi namin makita ang round na iyan sa iyong mga record ng taya',
  'Use dates like 2026-11-21': 'Gumamit ng petsang gaya ng 2026-11-21',
  'The start date must not be after the end date': 'Hindi dapat mahuli ang petsa ng simula sa petsa ng katapusan',
  'Unknown game call': 'Hindi kilalang game call',
  // Bonuses, tasks, points and coupons.
  'You have no sign-up bonus': 'Wala kang bonus sa pag-sign up',
  'You have claimed your sign-up bonus': 'Na-claim mo na ang iyong bonus sa pag-sign up',
  'This task does not exist': 'Walang ganitong task',
  'This task completes by itself when you do it; it cannot be marked done':
    'Kusang natatapos ang task na ito kapag ginawa mo; hindi ito puwedeng markahang tapos',
  'Finish this task first, then claim its reward': 'Tapusin muna ang task na ito, saka i-claim ang gantimpala nito',
  'Reach VIP {vip} to claim this reward': 'Umabot sa VIP {vip} para ma-claim ang gantimpalang ito',
  'Verify your mobile number to claim this reward': 'I-verify ang iyong mobile number para ma-claim ang gantimpalang ito',
  'Verify your mobile number and identity (KYC) to claim this reward':
    'I-verify ang iyong mobile number at pagkakakilanlan (KYC) para ma-claim ang gantimpalang ito',
  'There is no liveness chest at this mark': 'Walang liveness chest sa markang ito',
  'Earn {at} liveness today to open this chest': 'Makakuha ng {at} liveness ngayong araw para mabuksan ang chest na ito',
  'Exchange a whole number of points': 'Magpalit ng buong bilang ng puntos',
  'The minimum exchange is {min} points': 'Ang pinakamababang palit ay {min} puntos',
  'The maximum exchange is {max} points at a time': 'Ang pinakamataas na palit ay {max} puntos bawat palit',
  'Exchange a multiple of {step} points': 'Magpalit ng multiple ng {step} puntos',
  'You have {held} points': '{held} puntos lang ang mayroon ka',
  'You have {held} points, not enough to exchange {points}': '{held} puntos lang ang mayroon ka, kulang para ipagpalit ang {points}',
  'This coupon does not exist': 'Walang ganitong coupon',
  'This coupon has been used': 'Nagamit na ang coupon na ito',
  'This coupon is held by a deposit that is not paid yet': 'Nakalaan ang coupon na ito sa isang depositong hindi pa nababayaran',
  'This coupon has expired': 'Nag-expire na ang coupon na ito',
  'This coupon is free credit: claim it on the My rewards page': 'Libreng credit ang coupon na ito: i-claim ito sa page ng Mga gantimpala ko',
  'This coupon applies to a deposit: choose it on the deposit screen': 'Para sa deposito ang coupon na ito: piliin ito sa screen ng deposito',
  'This coupon needs a deposit of at least {min_deposit}': 'Kailangan ng coupon na ito ng depositong hindi bababa sa {min_deposit}',
  'This coupon cannot be used now': 'Hindi magagamit ang coupon na ito ngayon',
  'Daily sign-in opens after your first deposit.': 'Bubukas ang araw-araw na sign-in pagkatapos ng iyong unang deposito.',
  'You have signed in today.': 'Naka-sign in ka na ngayong araw.',
  "You have signed in today. Come back after midnight (Manila time) for the next day's award.":
    'Naka-sign in ka na ngayong araw. Bumalik pagkatapos ng hatinggabi (oras sa Manila) para sa gantimpala ng susunod na araw.',
  'You have claimed this month’s bonus. The next one comes at the start of next month.':
    'Na-claim mo na ang bonus ngayong buwan. Darating ang susunod sa simula ng susunod na buwan.',
  'Last month’s valid bets or deposits did not reach a tier.': 'Hindi umabot sa kahit anong antas ang mga valid na taya o deposito mo noong nakaraang buwan.',
  'The bankruptcy gift is for players whose balance has run out.': 'Para lang sa mga player na naubusan ng balanse ang regalo sa pagka-bankrupt.',
  'You have already claimed this gift today.': 'Na-claim mo na ang regalong ito ngayong araw.',
  'Place more valid bets before claiming this gift.': 'Maglagay pa ng valid na taya bago i-claim ang regalong ito.',
  'This gift is not ready yet. Please wait for the countdown.': 'Hindi pa handa ang regalong ito. Pakihintay ang countdown.',
  'This gift is not available at your VIP level.': 'Hindi available ang regalong ito sa iyong VIP level.',
  // VIP and rebates.
  'VIP rewards start at VIP 1. Play to raise your level.': 'Nagsisimula ang mga gantimpalang VIP sa VIP 1. Maglaro para tumaas ang iyong level.',
  "You have claimed today's VIP award. Come back after midnight (Manila time).":
    'Na-claim mo na ang gantimpalang VIP ngayong araw. Bumalik pagkatapos ng hatinggabi (oras sa Manila).',
  'You have signed in today. Come back tomorrow for the next step.': 'Naka-sign in ka na ngayong araw. Bumalik bukas para sa susunod na hakbang.',
  'VIP {level} has no level-up bonus': 'Walang bonus sa pag-level up ang VIP {level}',
  'Reach VIP {level} to claim its level-up bonus': 'Umabot sa VIP {level} para ma-claim ang bonus nito sa pag-level up',
  'You have claimed the VIP {level} level-up bonus': 'Na-claim mo na ang bonus sa pag-level up ng VIP {level}',
  'This VIP task does not exist': 'Walang ganitong VIP task',
  'This task is for VIP {level} players': 'Para sa mga VIP {level} na player ang task na ito',
  'Complete this task before claiming it': 'Tapusin ang task na ito bago i-claim',
  'You have claimed this task this week': 'Na-claim mo na ang task na ito ngayong linggo',
  'There is no rebate to claim yet. Rebates build up as you play.': 'Wala pang rebate na puwedeng i-claim. Nadadagdagan ang rebate habang naglalaro ka.',
  // Inviting friends (agent).
  'No commission to claim yet. It grows as your valid invitees play.':
    'Wala pang komisyong puwedeng i-claim. Lumalaki ito habang naglalaro ang mga valid na inimbitahan mo.',
  'No invite reward waits. A friend counts after their first deposit.':
    'Walang naghihintay na gantimpala sa imbitasyon. Mabibilang ang kaibigan pagkatapos ng una niyang deposito.',
  'No invite reward waits for this friend': 'Walang naghihintay na gantimpala sa imbitasyon para sa kaibigang ito',
  'There is no invitation goal of this size': 'Walang layunin sa imbitasyon na ganito ang laki',
  'Reach {goal} valid invites to claim this goal': 'Umabot sa {goal} valid na imbitasyon para ma-claim ang layuning ito',
  'You have claimed this invitation goal': 'Na-claim mo na ang layuning ito sa imbitasyon',
  // Activities: jackpot, spin, red versus blue, follow, coin pusher.
  'The jackpot draw is closed right now.': 'Sarado ang jackpot draw sa ngayon.',
  'You have no draw chance yet. Deposit or play to earn one.': 'Wala ka pang tsansa sa draw. Mag-deposito o maglaro para makakuha.',
  'The jackpot prizes are being updated. Please try again later.': 'Ina-update ang mga premyo ng jackpot. Pakisubukan ulit mamaya.',
  'The lucky spin is closed right now.': 'Sarado ang suwerteng spin sa ngayon.',
  'You have no spin chance yet. Deposit or invite a friend to earn one.':
    'Wala ka pang tsansang mag-spin. Mag-deposito o mag-imbita ng kaibigan para makakuha.',
  'The wheel is being updated. Please try again later.': 'Ina-update ang gulong. Pakisubukan ulit mamaya.',
  'No red versus blue round is running now.': 'Walang round ng Pula laban sa Asul na tumatakbo ngayon.',
  'Sign-up for this round has closed. Join the next one from Monday.': 'Sarado na ang pag-sign up para sa round na ito. Sumali sa susunod simula Lunes.',
  'You have already joined a camp this round. The choice is final.': 'Nakasali ka na sa isang kampo ngayong round. Pinal na ang pinili mo.',
  'This page is not on the list any more': 'Wala na sa listahan ang page na ito',
  'Tap Follow to open the page first, then claim': 'I-tap muna ang I-follow para buksan ang page, saka i-claim',
  'You already claimed the reward for this page': 'Na-claim mo na ang gantimpala para sa page na ito',
  'The coin pusher is not available': 'Hindi available ang coin pusher',
  // Lottery.
  'Choose the coupon to use': 'Piliin ang coupon na gagamitin',
  'Sales for this draw are closed. Lines for the next draw go on sale after {drawTime} Manila time.':
    'Sarado na ang bentahan para sa draw na ito. Mabibili ang mga linya para sa susunod na draw pagkalipas ng {drawTime}, oras sa Manila.',
  'You need {count} tier {tier} lottery ticket for this.': 'Kailangan mo ng {count} tiket ng lotto ng antas {tier} para dito.',
  'You need {count} tier {tier} lottery tickets for this.': 'Kailangan mo ng {count} tiket ng lotto ng antas {tier} para dito.',
  'You do not have that lottery coupon.': 'Wala kang coupon ng lotto na iyan.',
  'Not enough coin in your wallet for these lines.': 'Kulang ang coins sa iyong wallet para sa mga linyang ito.',
  'This line has no product prize to order, or it was already ordered.': 'Walang produktong premyong maio-order ang linyang ito, o na-order na ito.',
  // Diamond mall and scratch cards.
  'Exchange between {min} and {max} diamonds at a time.': 'Magpalit ng {min} hanggang {max} na diamante bawat palit.',
  'Save your delivery address before ordering a prize.': 'I-save muna ang iyong delivery address bago mag-order ng premyo.',
  'This prize is sold out.': 'Sold out na ang premyong ito.',
  'This is not a diamond coupon.': 'Hindi ito coupon ng diamante.',
  'You have no coupon of this kind left.': 'Wala ka nang natitirang coupon na ganito.',
  'There is no such award.': 'Walang ganitong gantimpala.',
  'Spend {threshold} diamonds in the mall to unlock this award.': 'Gumastos ng {threshold} na diamante sa mall para ma-unlock ang gantimpalang ito.',
  'You already claimed this award.': 'Na-claim mo na ang gantimpalang ito.',
  'You need {count} diamonds for this and have {held}.': 'Kailangan mo ng {count} na diamante para dito at {held} ang mayroon ka.',
  'This scratch card is not on sale.': 'Hindi ibinebenta ang scratch card na ito.',
  'No such scratch card.': 'Walang ganitong scratch card.',
  '{count} {name} card cost {cost} diamonds; you have {held}.': 'Nagkakahalaga ng {cost} na diamante ang {count} na {name} card; {held} ang mayroon ka.',
  '{count} {name} cards cost {cost} diamonds; you have {held}.': 'Nagkakahalaga ng {cost} na diamante ang {count} na {name} card; {held} ang mayroon ka.',
  '{name} cards cannot be made just now: their prizes are being changed. Please try again later.':
    'Hindi makagawa ng {name} card sa ngayon: binabago ang mga premyo nito. Pakisubukan ulit mamaya.',
  // Mail, feedback and pages.
  'This mail does not exist': 'Wala ang mail na ito',
  'This mail has nothing to claim': 'Walang puwedeng i-claim sa mail na ito',
  'Open this mail before deleting it': 'Buksan muna ang mail na ito bago burahin',
  'Claim the awards of this mail before deleting it': 'I-claim muna ang mga gantimpala ng mail na ito bago burahin',
  'No such feedback ticket': 'Walang ganitong feedback ticket',
  'This ticket is closed. Send a new one if you still need help.': 'Sarado na ang ticket na ito. Magpadala ng bago kung kailangan mo pa ng tulong.',
  'Attach at most {limit} image': 'Hanggang {limit} larawan lang ang puwedeng ilakip',
  'Attach at most {limit} images': 'Hanggang {limit} larawan lang ang puwedeng ilakip',
  'Each image must be 2 MB or smaller': 'Dapat 2 MB o mas maliit ang bawat larawan',
  'No such image': 'Walang ganitong larawan',
  'There is no such page': 'Walang ganitong pahina',
  'No theme is set up': 'Walang naka-set up na theme',
  'No theme with id "{id}"': 'Walang theme na may id na "{id}"',
  // The request itself: bad bodies, unknown calls, retries, server errors and maintenance.
  'Something went wrong on our side. Please try again.': 'May nangyaring mali sa aming panig. Pakisubukan ulit.',
  'We are doing maintenance. Please come back soon.': 'Nagme-maintenance kami. Bumalik ka ulit mamaya.',
  'Unknown call': 'Hindi kilalang call',
  'Not found': 'Hindi makita',
  'Request body is required': 'Kailangan ang request body',
  'Request body: {message}': 'Laman ng request: {message}',
  '{where} is required': 'Kailangan ang {where}',
  '(and {extra} more)': '(at {extra} pa)',
  'The request body is empty: send a JSON object': 'Walang laman ang request body: magpadala ng JSON object',
  'The request body is not valid JSON': 'Hindi valid na JSON ang request body',
  'The request body is not JSON': 'Hindi JSON ang request body',
  'The request body must be a JSON object': 'Dapat JSON object ang request body',
  'Send the request body as application/json': 'Ipadala ang request body bilang application/json',
  'The request body does not match its Content-Length': 'Hindi tugma ang request body sa Content-Length nito',
  'The request body is larger than {limit}': 'Mas malaki sa {limit} ang request body',
  'Idempotency-Key must be 1 to {MAX_KEY_LENGTH} characters': 'Dapat 1 hanggang {MAX_KEY_LENGTH} na character ang Idempotency-Key',
  'Idempotency-Key reused with a different request': 'Ginamit ulit ang Idempotency-Key sa ibang request',
  'A request with this Idempotency-Key is still being processed': 'Pinoproseso pa ang request na may ganitong Idempotency-Key',
  'This operation was already applied with different details': 'Nailapat na ang operasyong ito na may ibang detalye',
  // Game providers' server calls (the Provider API and seamless wallet).
  'The x-provider-code header is missing': 'Walang x-provider-code header',
  'The x-timestamp header must be milliseconds since the epoch': 'Dapat milliseconds mula sa epoch ang x-timestamp header',
  'The timestamp is outside the 5-minute window; check your clock': 'Lampas sa 5 minutong palugit ang timestamp; suriin ang iyong orasan',
  'The x-signature header must be a hex HMAC-SHA256': 'Dapat hex na HMAC-SHA256 ang x-signature header',
  'Bad signature, or a provider that is not configured': 'Mali ang signature, o hindi naka-configure ang provider',
  'Bad signature': 'Mali ang signature',
  'Unknown session for this player; the player must start the game again':
    'Hindi kilala ang session para sa player na ito; kailangang simulan ulit ng player ang laro',
  'This launch token is unknown, expired or already used': 'Hindi kilala, expired na o nagamit na ang launch token na ito',
  'This session has ended (the player logged out or left the game)': 'Natapos na ang session na ito (nag-log out o umalis sa laro ang player)',
  'A demo (try-it) session cannot move real money': 'Hindi puwedeng gumalaw ng totoong pera ang demo (try-it) na session',
  'Transaction {txnId} was already used with a different request': 'Nagamit na ang transaction {txnId} sa ibang request',
  'Transaction {txnId} was already used for something else': 'Nagamit na sa ibang bagay ang transaction {txnId}',
  'Insufficient funds': 'Kulang ang pondo',
  'No bet of this player on this round to pay': 'Walang taya ang player na ito sa round na ito na babayaran',
  'Only a bet of this player can be rolled back': 'Taya lang ng player na ito ang puwedeng i-roll back',
  'This bet was already rolled back': 'Na-roll back na ang tayang ito',
  // The operator's commands and console.
  'Admin commands are accepted only from this machine': 'Sa makinang ito lang tinatanggap ang mga admin command',
  'Wrong or missing x-admin-token': 'Mali o walang x-admin-token',
  'Send {"args": [string, ...]}': 'Ipadala ang {"args": [string, ...]}',
  'No account named "{account}"': 'Walang account na may pangalang "{account}"',
  'No account named "{to}"': 'Walang account na may pangalang "{to}"',
  'No player {account}': 'Walang player na {account}',
  'No activity {id}': 'Walang aktibidad na {id}',
  'Activity {id} exists; change it with "activity set"': 'May aktibidad na {id} na; baguhin ito gamit ang "activity set"',
  'clickAction "{click_action}" does not fit clickType {click_type}: {problem}':
    'Hindi tugma ang clickAction na "{click_action}" sa clickType {click_type}: {problem}',
  'startsAt must be before endsAt': 'Dapat mauna ang startsAt sa endsAt',
  'No bankruptcy gift #{id}': 'Walang regalo sa pagka-bankrupt na #{id}',
  'No feedback ticket #{id}': 'Walang feedback ticket na #{id}',
  'The page must be a full https link': 'Dapat buong https link ang page',
  'A {platform} page is an https link on {hosts}': 'Ang {platform} page ay https link sa {hosts}',
  'No follow page {id}': 'Walang follow page na {id}',
  'No jackpot tier {propId}': 'Walang jackpot tier na {propId}',
  'A stream title is at most {TITLE_MAX} characters': 'Hanggang {TITLE_MAX} na character lang ang pamagat ng stream',
  'A stream title cannot contain < or >': 'Hindi puwedeng may < o > ang pamagat ng stream',
  'The stream must be a YouTube or Facebook video link (https)': 'Dapat link ng video sa YouTube o Facebook (https) ang stream',
  'The next stream must be in the future': 'Dapat nasa hinaharap ang susunod na stream',
  'No lottery draw {drawId}': 'Walang lottery draw na {drawId}',
  'Lottery draw {drawId} is not due yet': 'Hindi pa oras ng lottery draw {drawId}',
  'No lottery order {orderId}': 'Walang lottery order na {orderId}',
  'No goods {id}': 'Walang goods na {id}',
  'No addup award {id}': 'Walang addup award na {id}',
  'No order {id}': 'Walang order na {id}',
  'Order {id} is {status}; only an order that is {from} can be marked {to}': 'Ang order {id} ay {status}; ang order lang na {from} ang puwedeng markahang {to}',
  'Only a past month can be corrected': 'Nakaraang buwan lang ang puwedeng itama',
  "No payment channel here can pay out withdrawals (PayMongo cannot). Send withdrawal {id} to the player's account yourself, then run: withdrawals pay {id} sent":
    'Walang payment channel dito na makakapagbayad ng withdrawal (hindi kaya ng PayMongo). Ikaw mismo ang magpadala ng withdrawal {id} sa account ng player, saka patakbuhin: withdrawals pay {id} sent',
  'A red versus blue period is running already: end it first (pk end <id>)': 'May tumatakbo nang period ng Pula laban sa Asul: tapusin muna ito (pk end <id>)',
  'No red versus blue period {id}': 'Walang period ng Pula laban sa Asul na {id}',
  'No red versus blue period {periodId}': 'Walang period ng Pula laban sa Asul na {periodId}',
  'Period {id} has ended already': 'Tapos na ang period {id}',
  'Period {id} is settled: its pool is paid': 'Na-settle na ang period {id}: naibayad na ang pool nito',
  'Period {periodId} has not ended yet (end it first: pk end {periodId})': 'Hindi pa tapos ang period {periodId} (tapusin muna ito: pk end {periodId})',
  'No provider {code}': 'Walang provider na {code}',
  'Provider {code} already exists': 'May provider na {code} na',
  '"{text}" is not a URL': 'Hindi URL ang "{text}"',
  'The base URL must be http(s)': 'Dapat http(s) ang base URL',
  'Game type {typeId} does not exist': 'Walang game type na {typeId}',
  'A game with the code {slug} already exists': 'May laro nang may code na {slug}',
  'No scratch card kind {id}': 'Walang uri ng scratch card na {id}',
  'No scratch card kind {kindId}': 'Walang uri ng scratch card na {kindId}',
  'Kind {id} or code {code} exists already': 'May uri na {id} o code na {code} na',
  'Game {gameId} is not a built-in slot': 'Hindi built-in na slot ang laro {gameId}',
  'The event must end after it starts': 'Dapat matapos ang event pagkatapos nitong magsimula',
  'The event must end in the future': 'Dapat matapos ang event sa hinaharap',
  'Give at least one prize': 'Magbigay ng kahit isang premyo',
  'No slot tournament {eventId}': 'Walang torneo ng slot na {eventId}',
  'Slot tournament {eventId} has not ended yet': 'Hindi pa tapos ang torneo ng slot na {eventId}',
  'Slot tournament {eventId} has not started yet': 'Hindi pa nagsisimula ang torneo ng slot na {eventId}',
  'No sector {sector}': 'Walang sector na {sector}',
  'There is no VIP level {level}': 'Walang VIP level na {level}',
};

/** Words that go into a message's placeholder, translated on their own (never a whole message's template). */
export const FIL_WORDS: Readonly<Record<string, string>> = {
  // Signing in: a field name and its length, in "{field} must be {range}".
  Account: 'account',
  Password: 'password',
  Nickname: 'nickname',
  '{min} to {max} characters': '{min} hanggang {max} na character',
  'at most {max} characters': 'hanggang {max} na character lang',
  // A nickname's problem, in "Nickname {reason}".
  'has a broken character (an unpaired surrogate)': 'may sirang character (unpaired surrogate)',
  'has control characters that cannot be used': 'may mga control character na hindi puwedeng gamitin',
  // Rate limits' scopes, which start "{scope}. Try again in {minutes} minutes."
  'Too many failed logins for this account': 'Masyadong maraming bigong pag-log in sa account na ito',
  'Too many login attempts from your network': 'Masyadong maraming pagtatangkang mag-log in mula sa iyong network',
  'Too many sign-ups from your network': 'Masyadong maraming pag-sign up mula sa iyong network',
  'Too many wrong passwords': 'Masyadong maraming maling password',
  'Too many wrong safebox passwords': 'Masyadong maraming maling password ng safebox',
  'A code was just sent to this number': 'Kapapadala lang ng code sa number na ito',
  'Too many codes sent to this number': 'Masyadong maraming code na naipadala sa number na ito',
  'Too many codes requested from your network': 'Masyadong maraming code na hiniling mula sa iyong network',
  'Too many wrong codes for this number': 'Masyadong maraming maling code para sa number na ito',
  'You can send {FEEDBACK_TICKETS_PER_HOUR} feedback tickets an hour':
    'Hanggang {FEEDBACK_TICKETS_PER_HOUR} feedback ticket lang ang puwedeng ipadala bawat oras',
  // Responsible play: what is closed, which limit and its window.
  Deposits: 'ang mga deposito',
  Bets: 'ang mga taya',
  'Bonus claims': 'ang pag-claim ng bonus',
  'daily deposit limit': 'araw-araw na limit sa deposito',
  'weekly deposit limit': 'lingguhang limit sa deposito',
  'monthly deposit limit': 'buwanang limit sa deposito',
  'daily loss limit': 'araw-araw na limit sa talo',
  'weekly loss limit': 'lingguhang limit sa talo',
  'monthly loss limit': 'buwanang limit sa talo',
  '24 hours': '24 na oras',
  '7 days': '7 araw',
  '30 days': '30 araw',
  // A receiving account's mobile number, in "{MOBILE_HINT} for {name}" (and the contract's own check).
  'Enter a Philippine mobile number, e.g. 0917 123 4567': 'Maglagay ng mobile number sa Pilipinas, hal. 0917 123 4567',
  // Prize orders' states, in the operator's "Order {id} is {status}; ...".
  ordered: 'na-order',
  shipped: 'naipadala',
};

interface Tables {
  /** Whole messages. */
  messages: Readonly<Record<string, string>>;
  /** Words that go into a message's placeholder. */
  words: Readonly<Record<string, string>>;
}

const TABLES: Partial<Record<Language, Tables>> = { fil: { messages: FIL_MESSAGES, words: FIL_WORDS } };

export { PLACEHOLDER };

interface Compiled {
  /** Messages and words by their exact English. */
  exact: ReadonlyMap<string, string>;
  messages: readonly TextTemplate[];
  words: readonly TextTemplate[];
}

const compiledTables = new Map<Language, Compiled>();

function compiled(language: Language): Compiled | null {
  const tables = TABLES[language];
  if (!tables) return null;
  let kept = compiledTables.get(language);
  if (!kept) {
    const exact = new Map<string, string>();
    kept = { messages: compileTemplates(tables.messages, exact), words: compileTemplates(tables.words, exact), exact };
    compiledTables.set(language, kept);
  }
  return kept;
}

/** How deep captured values are translated: a message's words (a scope, a limit's name), not the words' own values. */
const MAX_DEPTH = 2;

function fill(table: Compiled, templates: readonly TextTemplate[], text: string, operatorTexts: ReadonlyMap<string, string> | undefined, depth: number) {
  for (const template of templates) {
    const values = templateValues(template, text);
    if (!values) continue;
    return fillPlaceholders(template.text, (name) => {
      const value = values.get(name);
      if (value === undefined || depth >= MAX_DEPTH) return value;
      return operatorTexts?.get(value) ?? wordIn(table, value, operatorTexts, depth + 1);
    });
  }
  return null;
}

/** A captured value: an operator's text (a game's name), else our words or messages, else as it is. */
function wordIn(table: Compiled, value: string, operatorTexts: ReadonlyMap<string, string> | undefined, depth: number): string {
  return table.exact.get(value) ?? fill(table, table.words, value, operatorTexts, depth) ?? fill(table, table.messages, value, operatorTexts, depth) ?? value;
}

/**
 * `message` in `language`: English as it is; otherwise its exact entry, else the first message template it matches,
 * with the values it captured put in the translation's placeholders, each translated too when it is an operator text
 * in `operatorTexts` (a game's or a bank's name) or has an entry. A message with no entry stays English.
 */
export function translateMessage(message: string, language: Language, operatorTexts?: ReadonlyMap<string, string>): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const table = compiled(language);
  if (!table) return message;
  return table.exact.get(message) ?? fill(table, table.messages, message, operatorTexts, 1) ?? message;
}
