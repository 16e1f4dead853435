// Shared by the built-in game pages: opens the single-use launch token, keeps the session key in memory only
// (the sandboxed page has no storage), and draws the balance and the provably-fair panel.
(function () {
  'use strict';
  var sessionKey = '';
  var gameId = location.pathname.split('/')[2];
  var state = null;
  var $ = function (id) {
    return document.getElementById(id);
  };

  // A page opened in another language (`lang=fil` on its URL) has loaded its table (texts.js, window.GAME_TEXTS)
  // before this script. The page is written in English: its text and labels are swapped here as it loads, its rules
  // sheet replaced whole, and what the scripts write goes through tr(), with `{name}` placeholders filled in.
  var pageTexts = window.GAME_TEXTS || null;
  var TEXTS = (pageTexts && pageTexts.texts) || {};
  var language = document.documentElement.lang === 'fil' && pageTexts ? 'fil' : 'en';
  function has(text) {
    return Object.prototype.hasOwnProperty.call(TEXTS, text);
  }
  function tr(text, values) {
    var out = has(text) ? TEXTS[text] : text;
    if (!values) return out;
    return out.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  var LABELS = ['aria-label', 'title', 'placeholder', 'alt'];
  /** Swaps every text and label under `root` that the table has (whitespace around a text is kept). */
  function translateTree(root) {
    if (!pageTexts) return;
    var walker = document.createTreeWalker(root, window.NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var text = node.nodeValue.replace(/\s+/g, ' ').trim();
      if (text && has(text)) node.nodeValue = /^\s*/.exec(node.nodeValue)[0] + TEXTS[text] + /\s*$/.exec(node.nodeValue)[0];
    }
    Array.prototype.forEach.call(root.querySelectorAll('[' + LABELS.join('],[') + ']'), function (el) {
      LABELS.forEach(function (name) {
        var value = el.getAttribute(name);
        if (value && has(value.trim())) el.setAttribute(name, TEXTS[value.trim()]);
      });
    });
  }
  if (pageTexts) {
    document.title = tr(document.title);
    var helpTemplate = $('help');
    if (helpTemplate && pageTexts.help) helpTemplate.innerHTML = pageTexts.help;
    translateTree(document.body);
  }

  // Every game page has the same error line and reality-check dialog, just before its provably-fair panel: they are
  // drawn here once instead of in each page.
  var fairPanel = document.querySelector('details.fair');
  // A page marks its provably-fair panel `data-panel="standard"` and writes inside it only the settings its rounds
  // are verified with (Mines' count, Plinko's rows and risk); the seeds, rotation and verify parts are the same for
  // every per-player-seed game and are drawn here. Live tables and fishing write their own panel.
  if (fairPanel && fairPanel.dataset.panel === 'standard') {
    var settings = fairPanel.innerHTML;
    fairPanel.innerHTML =
      '<summary>' +
      tr('Provably fair') +
      '</summary>' +
      '<p>' +
      tr('Server seed hash (shown before play):') +
      ' <code id="seed-hash"></code></p>' +
      '<p>' +
      tr('Next nonce:') +
      ' <code id="next-nonce"></code> · ' +
      tr("last round's nonce:") +
      ' <code id="last-nonce">-</code></p>' +
      '<label>' +
      tr('Client seed') +
      ' <input id="client-seed" maxlength="64" /></label>' +
      '<button id="rotate" type="button">' +
      tr('Set client seed and reveal the server seed') +
      '</button>' +
      '<p id="revealed"></p>' +
      '<p><strong>' +
      tr('Verify a round') +
      '</strong></p>' +
      '<label>' +
      tr('Server seed') +
      ' <input id="v-server" /></label>' +
      '<label>' +
      tr('Client seed') +
      ' <input id="v-client" /></label>' +
      '<label>' +
      tr('Nonce') +
      ' <input id="v-nonce" type="number" min="0" value="0" /></label>' +
      settings +
      '<button id="verify" type="button">' +
      tr('Verify') +
      '</button>' +
      '<pre id="v-result"></pre>';
  }
  var shell =
    '<p id="error" class="error" role="alert" hidden></p>' +
    '<div id="reality" class="reality" role="alertdialog" aria-labelledby="reality-title" hidden><div>' +
    '<p id="reality-title"><strong>' +
    tr('Reality check') +
    '</strong></p><p id="reality-text"></p><p>' +
    tr('Use the exit button to leave.') +
    '</p>' +
    '<button id="reality-continue" type="button" class="primary">' +
    tr('Keep playing') +
    '</button></div></div>';
  if (fairPanel) fairPanel.insertAdjacentHTML('beforebegin', shell);
  else document.body.insertAdjacentHTML('beforeend', shell);

  function peso(hundredths) {
    return '\u20b1' + (hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  /** A multiplier with the decimals it has (1.1022×, 1.25×, 2×), never rounded up to promise more than is paid. */
  function times(multiplier) {
    return multiplier.toLocaleString('en-PH', { maximumFractionDigits: 4 }) + '\u00d7';
  }

  function call(action, body) {
    // How many calls the page has made: a tap that started one is seen to have landed (the e2e tests read it).
    document.body.dataset.calls = String((Number(document.body.dataset.calls) || 0) + 1);
    var payload = Object.assign({ session: sessionKey }, language === 'en' ? {} : { lang: language }, body || {});
    return fetch('/games/api/' + gameId + '/' + action, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(payload) })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        if (answer.code !== 0) throw new Error(answer.msg || tr('Something went wrong'));
        hideError();
        return answer.data;
      });
  }

  function showError(message) {
    var box = $('error');
    box.textContent = message;
    box.hidden = false;
  }
  function hideError() {
    $('error').hidden = true;
  }

  /** Try-it credit is play money: shown as demo coins in their own style, never as gold pesos. */
  function setBalance(hundredths) {
    var demo = !!(state && state.tryIt);
    var el = $('balance');
    el.classList.toggle('demo', demo);
    el.textContent = demo
      ? tr('{amount} demo coins', { amount: (hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })
      : peso(hundredths);
  }

  function setSeed(seed) {
    state.seed = seed;
    $('seed-hash').textContent = seed.serverSeedHash;
    $('client-seed').value = seed.clientSeed;
    $('next-nonce').textContent = String(seed.nonce);
  }

  var net = 0;
  var openedAt = Date.now();
  function realityCheck(minutes) {
    if (!minutes) return;
    setInterval(function () {
      var played = Math.round((Date.now() - openedAt) / 60000);
      $('reality-text').textContent = tr('You have played for {minutes} minutes. Net result: {net}.', {
        minutes: played,
        net: (net < 0 ? '-' : '') + peso(Math.abs(net)),
      });
      $('reality').hidden = false;
    }, minutes * 60000);
    $('reality-continue').addEventListener('click', function () {
      $('reality').hidden = true;
    });
  }

  function roundPlayed(round) {
    net += round.win - round.bet;
    setBalance(round.balance);
    $('last-nonce').textContent = String(round.nonce);
    setSeed({ serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce + 1 });
    // The verify form follows the last round: its client seed, nonce and bet choices; the server seed comes with the
    // reveal (it is secret while the seed pair is in use).
    lastRound = { clientSeed: round.clientSeed, nonce: round.nonce, params: (round.detail && round.detail.params) || null };
    $('v-server').value = '';
    $('v-client').value = round.clientSeed;
    $('v-nonce').value = String(round.nonce);
  }

  var lastRound = null;
  /** After a reveal: the revealed pair and the last round played with it. */
  function fillRevealed(revealed) {
    $('v-server').value = revealed.serverSeed;
    $('v-client').value = revealed.clientSeed;
    if (revealed.nonces > 0) $('v-nonce').value = String(revealed.nonces - 1);
  }

  function wireFairPanel() {
    $('rotate').addEventListener('click', function () {
      var clientSeed = $('client-seed').value.trim();
      call('seed', clientSeed ? { clientSeed: clientSeed } : {}).then(
        function (rotation) {
          var r = rotation.revealed;
          $('revealed').textContent = tr(
            r.nonces === 1
              ? 'Revealed server seed: {seed}. It was used for 1 round with the client seed "{client}"; its hash {hash} is the one shown before you played. The form below is filled in to check your last round.'
              : 'Revealed server seed: {seed}. It was used for {rounds} rounds with the client seed "{client}"; its hash {hash} is the one shown before you played. The form below is filled in to check your last round.',
            { seed: r.serverSeed, rounds: r.nonces, client: r.clientSeed, hash: r.serverSeedHash },
          );
          fillRevealed(r);
          setSeed(rotation.next);
        },
        function (e) {
          showError(e.message);
        },
      );
    });
    $('verify').addEventListener('click', function () {
      var server = $('v-server').value.trim();
      if (!server) {
        $('v-result').textContent = tr('The server seed is secret while you play with it. Set a client seed above to reveal it, then verify.');
        return;
      }
      var nonce = $('v-nonce').value.trim();
      var body = { serverSeed: server, clientSeed: $('v-client').value.trim(), nonce: nonce === '' ? -1 : Number(nonce) };
      // A page's own verify settings are the fields marked data-param (data-number for a numeric one).
      var fields = document.querySelectorAll('details.fair [data-param]');
      if (fields.length) {
        body.params = {};
        Array.prototype.forEach.call(fields, function (field) {
          body.params[field.dataset.param] = field.type === 'number' || 'number' in field.dataset ? Number(field.value) : field.value;
        });
      } else if (lastRound && lastRound.params && lastRound.clientSeed === body.clientSeed && lastRound.nonce === body.nonce) body.params = lastRound.params;
      call('verify', body).then(
        function (verified) {
          $('v-result').textContent = verified.words;
        },
        function (e) {
          $('v-result').textContent = e.message;
        },
      );
    });
  }

  var launch = new URLSearchParams(location.search).get('launch') || '';
  var ready = fetch('/games/api/' + gameId + '/open', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(Object.assign({ launch: launch }, language === 'en' ? {} : { lang: language })),
  })
    .then(function (response) {
      return response.json();
    })
    .then(function (answer) {
      if (answer.code !== 0) throw new Error(answer.msg);
      state = answer.data;
      sessionKey = state.sessionKey;
      $('game-name').textContent = state.game.name + ' \u00b7 RTP ' + (state.game.rtp / 100).toFixed(2) + '%';
      $('mode').hidden = !state.tryIt;
      setBalance(state.balance);
      setSeed(state.seed);
      wireFairPanel();
      realityCheck(state.realityCheckMinutes);
      document.body.dataset.ready = 'true';
      return state;
    });
  ready.catch(function (e) {
    showError(e.message + ' ' + tr('Use the exit button to go back.'));
  });

  /**
   * What a settled round says, honestly: a win only when more comes back than was staked; a part of the stake back
   * is said neutrally ("₱0.60 back"), never celebrated. `kind` is 'win', 'back' or 'none' for the page's styling.
   */
  function resultText(bet, win) {
    if (win > bet) return { kind: 'win', text: tr('You won {amount}', { amount: peso(win) }) };
    if (win > 0) return { kind: 'back', text: tr('{amount} back', { amount: peso(win) }) };
    return { kind: 'none', text: tr('No win this round') };
  }

  /** A short haptic tap where the device has one (Android WebView and Chrome); silently nothing elsewhere. */
  function haptic(ms) {
    if (navigator.vibrate) navigator.vibrate(ms || 12);
  }

  /**
   * Sounds by name ('spin', 'stop', 'win', 'bigwin', 'click', 'lose'), synthesized with WebAudio (short tones, no
   * files). The page has no storage, so the mute choice lives in the app: it arrives as `muted=1` on the launch URL
   * and each change is posted to the app, which keeps it for the next game.
   */
  var TONES = {
    click: [[880, 0, 0.04, 'square', 0.05]],
    spin: [
      [220, 0, 0.08, 'triangle', 0.12],
      [330, 0.06, 0.1, 'triangle', 0.1],
    ],
    stop: [[140, 0, 0.07, 'square', 0.08]],
    lose: [
      [330, 0, 0.12, 'sine', 0.08],
      [262, 0.1, 0.18, 'sine', 0.07],
    ],
    win: [
      [523, 0, 0.1, 'triangle', 0.14],
      [659, 0.09, 0.1, 'triangle', 0.14],
      [784, 0.18, 0.18, 'triangle', 0.14],
    ],
    bigwin: [
      [523, 0, 0.12, 'square', 0.08],
      [659, 0.11, 0.12, 'square', 0.08],
      [784, 0.22, 0.12, 'square', 0.08],
      [1047, 0.33, 0.4, 'triangle', 0.16],
      [784, 0.55, 0.12, 'triangle', 0.1],
      [1047, 0.66, 0.5, 'triangle', 0.16],
    ],
  };
  var audio = null;
  var sound = {
    muted: new URLSearchParams(location.search).get('muted') === '1',
    /** Names played, newest last (a few): lets tests see a sound was asked for even where audio is silent. */
    played: [],
    play: function (name) {
      sound.played.push(name);
      if (sound.played.length > 20) sound.played.shift();
      if (sound.muted || !TONES[name]) return;
      var Ctx = window.AudioContext || window.webkitAudioContext;
      if (!Ctx) return;
      try {
        if (!audio) audio = new Ctx();
        if (audio.state === 'suspended') audio.resume();
        var t0 = audio.currentTime + 0.01;
        TONES[name].forEach(function (tone) {
          var osc = audio.createOscillator();
          var gain = audio.createGain();
          osc.type = tone[3];
          osc.frequency.value = tone[0];
          var at = t0 + tone[1];
          gain.gain.setValueAtTime(0.0001, at);
          gain.gain.exponentialRampToValueAtTime(tone[4], at + 0.01);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + tone[2]);
          osc.connect(gain).connect(audio.destination);
          osc.start(at);
          osc.stop(at + tone[2] + 0.02);
        });
      } catch {
        // No sound is never an error for the player.
      }
    },
    setMuted: function (muted) {
      sound.muted = muted;
      drawMute();
      // The parent app keeps the choice (the sandboxed page cannot); '*' because the page's own origin is opaque.
      if (window.parent !== window) window.parent.postMessage({ type: 'pisowin:game-sound', muted: muted }, '*');
    },
  };

  var muteButton = null;
  var SPEAKER = '<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>';
  function drawMute() {
    if (!muteButton) return;
    muteButton.setAttribute('aria-pressed', String(sound.muted));
    muteButton.setAttribute('aria-label', sound.muted ? tr('Sound off') : tr('Sound on'));
    muteButton.innerHTML =
      '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">' +
      SPEAKER +
      (sound.muted
        ? '<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
        : '<path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>') +
      '</svg>';
  }
  function wireMute() {
    var bar = document.querySelector('.bar');
    if (!bar) return;
    muteButton = document.createElement('button');
    muteButton.type = 'button';
    muteButton.className = 'mute-button';
    muteButton.dataset.testid = 'mute';
    muteButton.addEventListener('click', function () {
      sound.setMuted(!sound.muted);
      sound.play('click');
    });
    drawMute();
    bar.insertBefore(muteButton, $('balance'));
  }
  wireMute();

  /** Whether the player asked the system for reduced motion: each round then shows its result at once (DESIGN.md). */
  var reducedMotion = !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  /** How long a drawn motion lasts: `ms`, or none (its last frame at once) with reduced motion. */
  function motionMs(ms) {
    return reducedMotion ? 0 : ms;
  }

  /** A beat in the telling of a round (a card dealt, a colour landing): `ms`, or none with reduced motion. */
  function pause(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, motionMs(ms));
    });
  }

  /**
   * Counts `el` up from 0 to `toHundredths` pesos over `ms` (eased); resolves when it shows the exact amount.
   * With reduced motion, it shows the amount at once.
   */
  function countUp(el, toHundredths, ms) {
    if (reducedMotion || !ms || ms <= 0) {
      el.textContent = peso(toHundredths);
      return Promise.resolve();
    }
    return new Promise(function (resolve) {
      var start = performance.now();
      function frame(now) {
        var t = Math.min(1, (now - start) / ms);
        var eased = 1 - Math.pow(1 - t, 3);
        el.textContent = peso(t >= 1 ? toHundredths : Math.floor(toHundredths * eased));
        if (t >= 1) resolve();
        else requestAnimationFrame(frame);
      }
      el.textContent = peso(0);
      requestAnimationFrame(frame);
    });
  }

  /**
   * The Rules button: opens the page's <template id="help"> (rules and paytable) in a sheet. Every game page has one.
   */
  function wireHelp() {
    var template = $('help');
    if (!template) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'help-button';
    button.textContent = tr('Rules');
    button.setAttribute('aria-haspopup', 'dialog');
    var sheet = document.createElement('div');
    sheet.className = 'sheet';
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-label', tr('Rules'));
    sheet.hidden = true;
    var body = document.createElement('div');
    body.className = 'sheet-body';
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'primary';
    close.textContent = tr('Close');
    function closeSheet() {
      sheet.hidden = true;
      button.focus();
    }
    close.addEventListener('click', closeSheet);
    // Like any bottom sheet: a tap on the dimmed page around it, or Escape, closes it too.
    sheet.addEventListener('click', function (event) {
      if (event.target === sheet) closeSheet();
    });
    sheet.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') closeSheet();
    });
    body.appendChild(close);
    sheet.appendChild(body);
    document.body.appendChild(sheet);
    button.addEventListener('click', function () {
      // Drawn at the first open, so a page may fill its template from data it loads (the fishing seas do).
      if (!body.firstChild || body.firstChild === close) body.insertBefore(template.content.cloneNode(true), close);
      sheet.hidden = false;
      close.focus();
    });
    var bar = document.querySelector('.bar');
    if (bar) bar.insertBefore(button, $('balance'));
  }
  wireHelp();

  window.Game = {
    language: language,
    tr: tr,
    translateTree: translateTree,
    ready: ready,
    call: call,
    peso: peso,
    times: times,
    setBalance: setBalance,
    roundPlayed: roundPlayed,
    showError: showError,
    resultText: resultText,
    haptic: haptic,
    sound: sound,
    countUp: countUp,
    reducedMotion: reducedMotion,
    motionMs: motionMs,
    pause: pause,
  };
})();
