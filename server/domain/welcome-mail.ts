// The mail every new player finds in their inbox: what to do first, how the limits work and where help is. It is
// written into the same transaction that creates the player, so no account exists without it.
import type { Transaction } from 'kysely';
import { EXCLUSION_MONTHS, MIN_AGE_YEARS, TIMEOUT_HOURS } from '../../contract/member-constants.ts';
import type { DB } from '../db/schema.ts';
import { sendMail } from './mail.ts';

export const WELCOME_TITLE = 'Welcome to PisoWin';

// Names of screens are the app's own labels (Me, Bonus, Self-limits, KYC), so a player can follow them by eye.
export const WELCOME_BODY = `<p>Hi, and welcome! Here is how to get going.</p>
<h3>What to do first</h3>
<ul>
<li>Tap <b>Deposit</b> to add money with GCash, Maya or a bank transfer. The minimum shows on the deposit screen.</li>
<li>Open <b>Bonus</b> and then <b>Tasks</b>: daily and weekly tasks pay points you can exchange for coins.</li>
<li>Verify your identity under <b>Me</b> and then <b>KYC</b>. You need it before larger withdrawals, so it is quicker to do it now.</li>
</ul>
<h3>How limits work</h3>
<p>Under <b>Me</b> and then <b>Self-limits</b> you can cap what you deposit and what you lose per day, week and month. A lower limit applies at once; a higher one, or removing a limit, waits 24 hours so it is never a decision of the moment.</p>
<p>You can also take a time-out of ${TIMEOUT_HOURS.min} hours or more: it stops deposits, bets and bonus claims, and you can still log in, withdraw and read your mail. Self-exclusion closes them for ${EXCLUSION_MONTHS[0]} months or longer.</p>
<h3>Where help is</h3>
<p>Play only with money you can afford to lose, and only if you are ${MIN_AGE_YEARS} or older. If playing stops being fun, set a limit or take a time-out, and talk to someone you trust.</p>
<p>Your inbox is where we write to you about your account, gifts and changes. Good luck, and enjoy!</p>`;

/** Puts the welcome mail in the new player's inbox, unread, in the transaction that created them. */
export async function sendWelcomeMail(trx: Transaction<DB>, userId: number, now: number): Promise<void> {
  await sendMail(trx, { userIds: [userId], title: WELCOME_TITLE, body: WELCOME_BODY, awards: [], now });
}
