-- The site's content pages (/about-us, /faq, /privacy-policy, /terms-of-use): operator-editable HTML, cleaned on the
-- server before it is stored (`npm run admin -- content set <slug> <file>`). The seeded text below is the starting
-- copy; the rules it quotes are the app's real ones (README "Rewards rules", SPEC section 5).
CREATE TABLE content_pages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]{1,40}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  html text NOT NULL,
  updated_at bigint NOT NULL
);

INSERT INTO content_pages (slug, title, html, updated_at) VALUES
('about-us', 'About us', $$<h2>Who we are</h2>
<p>PisoWin is an online casino and rewards app for adult players in the Philippines. It runs in your phone's browser, can be installed to your home screen, and keeps working with a weak signal.</p>
<h2>What we offer</h2>
<ul>
<li>Slots, table and arcade games, with a try-it mode that never uses real money.</li>
<li>Deposits and withdrawals in Philippine pesos through GCash, Maya and cards.</li>
<li>Rewards that are written down: VIP levels, rebates, daily and weekly tasks, the lucky spin and more. Every reward has its rules on its own page.</li>
</ul>
<h2>Playing responsibly</h2>
<p>PisoWin is only for people aged 21 and over. You can set your own deposit, loss and play-time limits under Me, Self-limits, and you can take a break at any time. Gambling is addictive. Know when to stop.</p>
<h2>Contact</h2>
<p>Our team answers through Service in the app (Me, Service).</p>$$, 0),
('faq', 'Frequently asked questions', $$<h2>Account</h2>
<h3>Who can play?</h3>
<p>Adults aged 21 and over who are in the Philippines. Government officials, members of the armed forces and police, restricted persons and holders of employment licences in gaming may not register or play.</p>
<h3>Why do you ask for my mobile number?</h3>
<p>Your mobile number lets you sign in with a one-time SMS code and recover your account. Some rewards need a verified number.</p>
<h2>Deposits and withdrawals</h2>
<h3>How do I deposit?</h3>
<p>Open Wallet, choose Deposit, pick a channel (GCash, Maya or card) and an amount. Your balance is credited once the payment is confirmed.</p>
<h3>How do I withdraw?</h3>
<p>Open Wallet, choose Withdraw and the account to pay to. Every withdrawal is reviewed by our team before it is paid. A rejected withdrawal is refunded to your wallet in full, fee included.</p>
<h3>What is KYC and when do I need it?</h3>
<p>KYC (know your customer) is the identity check required of licensed operators: a valid ID and a photo. Without an approved KYC you can withdraw up to a set total over 30 days; the withdraw screen shows how much is left. Submit your KYC under Me, KYC.</p>
<h2>Bonuses</h2>
<h3>Can I withdraw bonus money at once?</h3>
<p>No. Free reward coin must be wagered once (1x) before it can be withdrawn, and coupon bonuses (deposit plus bonus) must be wagered by their multiple. A player who received free bonus coin must make one credited deposit before any withdrawal.</p>
<h3>How does VIP work?</h3>
<p>You earn 1 experience per centavo of valid bet and half that per centavo deposited. Each level has a level-up bonus, a daily award, a sign-in ladder, weekly tasks and rebate rates, all listed on the VIP page.</p>
<h3>When do tasks reset?</h3>
<p>Daily tasks start again at midnight Manila time and weekly tasks on Monday 00:00 Manila time. A task completed but not claimed by then lapses.</p>
<h3>Do try-it rounds count?</h3>
<p>No. Try-it (demo) rounds use demo coins, never pay real money and earn no rewards.</p>
<h2>Limits and breaks</h2>
<h3>Can I limit my play?</h3>
<p>Yes. Under Me, Self-limits you can set deposit, loss and play-time limits. Lowering a limit applies at once.</p>
<h3>I think I am playing too much. What can I do?</h3>
<p>Set a limit, take a break, or contact us through Service to close your account. Gambling is addictive. Know when to stop.</p>$$, 0),
('privacy-policy', 'Privacy policy', $$<p>PisoWin processes personal data under Republic Act No. 10173, the Data Privacy Act of 2012, its implementing rules and the issuances of the National Privacy Commission.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> your account name, nickname, mobile number and password (stored only as a one-way hash).</li>
<li><strong>Identity (KYC) data:</strong> your full name, birth date, ID type and number, and the ID and selfie images you upload.</li>
<li><strong>Device data:</strong> an install id made by the app on your device, your device type, and the network address of each request.</li>
<li><strong>Play and payment data:</strong> your deposits, withdrawals, bets, rewards and the accounts you withdraw to.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To run your account, pay you, and keep your balance correct.</li>
<li>To check your age and identity, prevent fraud and money laundering, and meet our obligations as a licensed operator.</li>
<li>To apply the limits you set and to protect players from harm.</li>
</ul>
<p>We do not sell your personal data. We share it only with payment and SMS providers to do what you ask, and with regulators and law enforcement when the law requires it.</p>
<h2>How long we keep it</h2>
<p>We keep account, KYC and transaction records for as long as your account is open and afterwards for the period anti-money-laundering rules require. Data we no longer need is deleted or anonymised.</p>
<h2>Your rights</h2>
<p>You may ask to be informed, to access, correct or erase your data, to object to its processing, and to data portability. You may also complain to the National Privacy Commission.</p>
<h2>Contact</h2>
<p>Write to our Data Protection Officer through Service in the app (Me, Service).</p>$$, 0),
('terms-of-use', 'Terms of use', $$<p>By creating an account or playing on PisoWin you agree to these terms.</p>
<h2>Who may play</h2>
<ul>
<li>You must be 21 years old or older and in the Philippines.</li>
<li>Government officials, members of the armed forces and police, restricted persons, and holders of employment licences in gaming may not register or play.</li>
<li>Play is personal: do not play for or with another person's account, and do not play in public places.</li>
<li>One account per person. Accounts found to be duplicated or opened for someone else may be closed.</li>
</ul>
<h2>Licence</h2>
<p>PisoWin operates under a licence of the Philippine Amusement and Gaming Corporation (PAGCOR). The licence number is shown at the bottom of the home screen.</p>
<h2>Deposits, withdrawals and KYC</h2>
<ul>
<li>All amounts are in Philippine pesos.</li>
<li>Withdrawals are reviewed before they are paid. Without an approved identity check (KYC) the total you can withdraw is limited.</li>
<li>We may ask for identity documents at any time and hold a withdrawal until they are checked.</li>
</ul>
<h2>Bonuses and wagering</h2>
<ul>
<li>Free reward coin must be wagered once (1x) before it can be withdrawn; coupon bonuses (deposit plus bonus) must be wagered by their multiple.</li>
<li>A player who received free bonus coin must make one credited deposit before any withdrawal.</li>
<li>Every reward has its own rules on its page. Try-it (demo) rounds never pay real money and earn no rewards.</li>
<li>Bonuses obtained by abuse (several accounts, shared devices, collusion) may be cancelled.</li>
</ul>
<h2>Responsible play</h2>
<p>Gambling is addictive. Know when to stop. You can set deposit, loss and play-time limits under Me, Self-limits, and ask us through Service to close your account at any time.</p>
<h2>Changes</h2>
<p>We may change these terms; the page shows the current text. Continuing to play after a change means you accept it.</p>$$, 0);
