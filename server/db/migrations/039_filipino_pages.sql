-- Filipino (fil) translations of the seeded content pages, keyed by the English html and title they translate
-- (server/domain/content/translations.ts): an operator's later edit of a page shows English until translated again.
INSERT INTO content_translations (language, source, text, updated_at)
SELECT 'fil', html, $$<h2>Sino kami</h2>
<p>Ang PisoWin ay isang online casino at rewards app para sa mga nasa hustong gulang na player sa Pilipinas. Tumatakbo ito sa browser ng iyong phone, puwedeng i-install sa iyong home screen, at patuloy na gumagana kahit mahina ang signal.</p>
<h2>Ang aming iniaalok</h2>
<ul>
<li>Mga slot, table at arcade game, na may libreng laro (demo) na hindi kailanman gumagamit ng totoong pera.</li>
<li>Mga deposito at withdrawal sa piso ng Pilipinas sa pamamagitan ng GCash, Maya at card.</li>
<li>Mga gantimpalang malinaw na nakasulat: mga VIP level, rebate, pang-araw-araw at lingguhang task, ang suwerteng spin at marami pang iba. May sariling pahina ng mga patakaran ang bawat gantimpala.</li>
</ul>
<h2>Responsableng paglalaro</h2>
<p>Para lamang sa mga taong edad 21 pataas ang PisoWin. Puwede kang magtakda ng sarili mong mga limit sa deposito, talo at oras ng paglalaro sa Ako, Mga sariling limit, at puwede kang magpahinga anumang oras. Nakakaadik ang pagsusugal. Alamin kung kailan titigil.</p>
<h2>Makipag-ugnayan</h2>
<p>Sumasagot ang aming team sa pamamagitan ng Serbisyo sa app (Ako, Serbisyo).</p>$$, 0 FROM content_pages WHERE slug = 'about-us'
UNION ALL
SELECT 'fil', title, 'Tungkol sa amin', 0 FROM content_pages WHERE slug = 'about-us'
ON CONFLICT (language, source) DO NOTHING;

INSERT INTO content_translations (language, source, text, updated_at)
SELECT 'fil', html, $$<h2>Account</h2>
<h3>Sino ang puwedeng maglaro?</h3>
<p>Mga nasa hustong gulang na edad 21 pataas na nasa Pilipinas. Hindi maaaring magparehistro o maglaro ang mga opisyal ng gobyerno, mga miyembro ng sandatahang lakas at pulisya, mga restricted na tao at mga may hawak ng employment licence sa gaming.</p>
<h3>Bakit ninyo hinihingi ang aking mobile number?</h3>
<p>Sa iyong mobile number, makakapag-sign in ka gamit ang SMS code na isang beses lang magagamit, at mababawi mo ang iyong account. May ilang gantimpala na nangangailangan ng na-verify na number.</p>
<h2>Mga deposito at withdrawal</h2>
<h3>Paano mag-deposito?</h3>
<p>Buksan ang Wallet, piliin ang Mag-deposito, pumili ng channel (GCash, Maya o card) at ng halaga. Maikre-credit ang iyong balanse kapag nakumpirma na ang bayad.</p>
<h3>Paano mag-withdraw?</h3>
<p>Buksan ang Wallet, piliin ang I-withdraw at ang account na padadalhan ng bayad. Sinusuri ng aming team ang bawat withdrawal bago ito bayaran. Ang tinanggihang withdrawal ay ibinabalik nang buo sa iyong wallet, kasama ang fee.</p>
<h3>Ano ang KYC at kailan ko ito kailangan?</h3>
<p>Ang KYC (pagkilala sa customer) ay ang pagsusuri ng pagkakakilanlan na hinihingi sa mga lisensyadong operator: isang valid na ID at isang litrato. Kung walang aprubadong KYC, puwede kang mag-withdraw hanggang sa isang takdang kabuuan sa loob ng 30 araw; makikita sa screen ng I-withdraw kung magkano pa ang natitira. Isumite ang iyong KYC sa Ako, KYC.</p>
<h2>Mga bonus</h2>
<h3>Puwede ko bang i-withdraw agad ang pera mula sa bonus?</h3>
<p>Hindi. Kailangang itaya nang isang beses (1x) ang libreng reward coin bago ito ma-withdraw, at kailangang itaya ang mga coupon bonus (deposito at bonus) ayon sa kani-kanilang multiple. Ang player na nakatanggap ng libreng bonus coin ay kailangang gumawa ng isang na-credit na deposito bago ang anumang withdrawal.</p>
<h3>Paano gumagana ang VIP?</h3>
<p>Kumikita ka ng 1 experience bawat sentimo ng valid na taya at kalahati nito bawat sentimong idineposito. Bawat level ay may level-up bonus, pang-araw-araw na gantimpala, sign-in ladder, lingguhang task at mga rate ng rebate, na lahat ay nakalista sa pahina ng VIP.</p>
<h3>Kailan nire-reset ang mga task?</h3>
<p>Nagsisimula ulit ang mga pang-araw-araw na task tuwing hatinggabi, oras sa Manila, at ang mga lingguhang task tuwing Lunes 00:00, oras sa Manila. Mawawalan ng bisa ang task na natapos pero hindi pa na-claim pagsapit ng oras na iyon.</p>
<h3>Binibilang ba ang mga round ng libreng laro?</h3>
<p>Hindi. Gumagamit ng demo coins ang mga round ng libreng laro (demo), hindi kailanman nagbabayad ng totoong pera at hindi nagbibigay ng gantimpala.</p>
<h2>Mga limit at pahinga</h2>
<h3>Puwede ko bang limitahan ang aking paglalaro?</h3>
<p>Oo. Sa Ako, Mga sariling limit, puwede kang magtakda ng limit sa deposito, talo at oras ng paglalaro. Agad na umiiral ang pagbaba ng limit.</p>
<h3>Sa tingin ko ay sobra na ang aking paglalaro. Ano ang puwede kong gawin?</h3>
<p>Magtakda ng limit, magpahinga, o makipag-ugnayan sa amin sa pamamagitan ng Serbisyo para isara ang iyong account. Nakakaadik ang pagsusugal. Alamin kung kailan titigil.</p>$$, 0 FROM content_pages WHERE slug = 'faq'
UNION ALL
SELECT 'fil', title, 'Mga madalas itanong', 0 FROM content_pages WHERE slug = 'faq'
ON CONFLICT (language, source) DO NOTHING;

INSERT INTO content_translations (language, source, text, updated_at)
SELECT 'fil', html, $$<p>Pinoproseso ng PisoWin ang personal na datos alinsunod sa Republic Act No. 10173, ang Data Privacy Act of 2012, ang mga alituntunin sa pagpapatupad nito at ang mga issuance ng National Privacy Commission.</p>
<h2>Anong datos ang kinokolekta namin</h2>
<ul>
<li><strong>Datos ng account:</strong> ang iyong account name, nickname, mobile number at password (iniimbak lamang bilang one-way hash).</li>
<li><strong>Datos ng pagkakakilanlan (KYC):</strong> ang iyong buong pangalan, petsa ng kapanganakan, uri at numero ng ID, at ang mga larawan ng ID at selfie na ina-upload mo.</li>
<li><strong>Datos ng device:</strong> isang install id na ginagawa ng app sa iyong device, ang uri ng iyong device, at ang network address ng bawat kahilingan.</li>
<li><strong>Datos ng paglalaro at pagbabayad:</strong> ang iyong mga deposito, withdrawal, taya, gantimpala at ang mga account na pinapadalhan ng iyong mga withdrawal.</li>
</ul>
<h2>Bakit namin ito ginagamit</h2>
<ul>
<li>Para patakbuhin ang iyong account, bayaran ka, at panatilihing tama ang iyong balanse.</li>
<li>Para suriin ang iyong edad at pagkakakilanlan, maiwasan ang panloloko at money laundering, at matupad ang aming mga obligasyon bilang lisensyadong operator.</li>
<li>Para ipatupad ang mga limit na itinakda mo at protektahan ang mga player mula sa pinsala.</li>
</ul>
<p>Hindi namin ibinebenta ang iyong personal na datos. Ibinabahagi lamang namin ito sa mga provider ng pagbabayad at SMS para magawa ang hinihiling mo, at sa mga regulator at tagapagpatupad ng batas kapag hinihingi ito ng batas.</p>
<h2>Gaano katagal namin ito itinatago</h2>
<p>Itinatago namin ang mga record ng account, KYC at transaksyon hangga't bukas ang iyong account, at pagkatapos nito ay sa loob ng panahong hinihingi ng mga patakaran laban sa money laundering. Binubura o ginagawang anonymous ang datos na hindi na namin kailangan.</p>
<h2>Ang iyong mga karapatan</h2>
<p>Maaari mong hilinging maabisuhan ka, ma-access, maitama o mabura ang iyong datos, tumutol sa pagproseso nito, at gamitin ang iyong karapatan sa data portability. Maaari ka ring magreklamo sa National Privacy Commission.</p>
<h2>Makipag-ugnayan</h2>
<p>Sumulat sa aming Data Protection Officer sa pamamagitan ng Serbisyo sa app (Ako, Serbisyo).</p>$$, 0 FROM content_pages WHERE slug = 'privacy-policy'
UNION ALL
SELECT 'fil', title, 'Patakaran sa privacy', 0 FROM content_pages WHERE slug = 'privacy-policy'
ON CONFLICT (language, source) DO NOTHING;

INSERT INTO content_translations (language, source, text, updated_at)
SELECT 'fil', html, $$<p>Sa paggawa ng account o paglalaro sa PisoWin, sumasang-ayon ka sa mga tuntuning ito.</p>
<h2>Sino ang maaaring maglaro</h2>
<ul>
<li>Dapat ay 21 taong gulang ka o higit pa at nasa Pilipinas.</li>
<li>Hindi maaaring magparehistro o maglaro ang mga opisyal ng gobyerno, mga miyembro ng sandatahang lakas at pulisya, mga restricted na tao, at mga may hawak ng employment licence sa gaming.</li>
<li>Personal ang paglalaro: huwag maglaro para sa account ng ibang tao o gamit ang account ng ibang tao, at huwag maglaro sa mga pampublikong lugar.</li>
<li>Isang account bawat tao. Maaaring isara ang mga account na natuklasang doble o binuksan para sa ibang tao.</li>
</ul>
<h2>Lisensya</h2>
<p>Nag-o-operate ang PisoWin sa ilalim ng lisensya ng Philippine Amusement and Gaming Corporation (PAGCOR). Makikita ang numero ng lisensya sa ibaba ng home screen.</p>
<h2>Mga deposito, withdrawal at KYC</h2>
<ul>
<li>Nasa piso ng Pilipinas ang lahat ng halaga.</li>
<li>Sinusuri ang mga withdrawal bago bayaran ang mga ito. Kung walang aprubadong pagsusuri ng pagkakakilanlan (KYC), limitado ang kabuuang halagang puwede mong i-withdraw.</li>
<li>Maaari kaming humingi ng mga dokumento ng pagkakakilanlan anumang oras at pansamantalang pigilan ang isang withdrawal hanggang masuri ang mga ito.</li>
</ul>
<h2>Mga bonus at pagtaya</h2>
<ul>
<li>Kailangang itaya nang isang beses (1x) ang libreng reward coin bago ito ma-withdraw; kailangang itaya ang mga coupon bonus (deposito at bonus) ayon sa kani-kanilang multiple.</li>
<li>Ang player na nakatanggap ng libreng bonus coin ay kailangang gumawa ng isang na-credit na deposito bago ang anumang withdrawal.</li>
<li>May sariling mga patakaran ang bawat gantimpala sa pahina nito. Hindi kailanman nagbabayad ng totoong pera ang mga round ng libreng laro (demo) at hindi nagbibigay ng gantimpala.</li>
<li>Maaaring kanselahin ang mga bonus na nakuha sa pamamagitan ng pang-aabuso (maraming account, pinagsasaluhang device, sabwatan).</li>
</ul>
<h2>Responsableng paglalaro</h2>
<p>Nakakaadik ang pagsusugal. Alamin kung kailan titigil. Puwede kang magtakda ng limit sa deposito, talo at oras ng paglalaro sa Ako, Mga sariling limit, at hilingin sa amin sa pamamagitan ng Serbisyo na isara ang iyong account anumang oras.</p>
<h2>Mga pagbabago</h2>
<p>Maaari naming baguhin ang mga tuntuning ito; ipinapakita ng pahinang ito ang kasalukuyang teksto. Ang patuloy na paglalaro pagkatapos ng isang pagbabago ay nangangahulugang tinatanggap mo ito.</p>$$, 0 FROM content_pages WHERE slug = 'terms-of-use'
UNION ALL
SELECT 'fil', title, 'Mga tuntunin ng paggamit', 0 FROM content_pages WHERE slug = 'terms-of-use'
ON CONFLICT (language, source) DO NOTHING;
