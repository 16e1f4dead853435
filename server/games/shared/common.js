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

  function peso(hundredths) {
    return '\u20b1' + (hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function call(action, body) {
    var payload = Object.assign({ session: sessionKey }, body || {});
    return fetch('/games/api/' + gameId + '/' + action, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(payload) })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        if (answer.code !== 0) throw new Error(answer.msg || 'Something went wrong');
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

  function setBalance(hundredths) {
    $('balance').textContent = peso(hundredths);
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
      $('reality-text').textContent = 'You have played for ' + played + ' minutes. Net result: ' + (net < 0 ? '-' : '') + peso(Math.abs(net)) + '.';
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
  }

  function wireFairPanel() {
    $('rotate').addEventListener('click', function () {
      var clientSeed = $('client-seed').value.trim();
      call('seed', clientSeed ? { clientSeed: clientSeed } : {}).then(
        function (rotation) {
          $('revealed').textContent =
            'Revealed server seed: ' +
            rotation.revealed.serverSeed +
            ' (hash ' +
            rotation.revealed.serverSeedHash +
            ', client seed ' +
            rotation.revealed.clientSeed +
            ', ' +
            rotation.revealed.nonces +
            ' rounds)';
          $('v-server').value = rotation.revealed.serverSeed;
          $('v-client').value = rotation.revealed.clientSeed;
          setSeed(rotation.next);
        },
        function (e) {
          showError(e.message);
        },
      );
    });
    $('verify').addEventListener('click', function () {
      var body = { serverSeed: $('v-server').value.trim(), clientSeed: $('v-client').value.trim(), nonce: Number($('v-nonce').value) };
      if ($('v-mines')) body.params = { mines: Number($('v-mines').value) };
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
  var ready = fetch('/games/api/' + gameId + '/open', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ launch: launch }) })
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
    showError(e.message + ' Use the exit button to go back.');
  });

  /**
   * What a settled round says, honestly: a win only when more comes back than was staked; a part of the stake back
   * is said neutrally ("₱0.60 back"), never celebrated. `kind` is 'win', 'back' or 'none' for the page's styling.
   */
  function resultText(bet, win) {
    if (win > bet) return { kind: 'win', text: 'You won ' + peso(win) };
    if (win > 0) return { kind: 'back', text: peso(win) + ' back' };
    return { kind: 'none', text: 'No win this round' };
  }

  /** A short haptic tap where the device has one (Android WebView and Chrome); silently nothing elsewhere. */
  function haptic(ms) {
    if (navigator.vibrate) navigator.vibrate(ms || 12);
  }

  /** Sounds by name ('spin', 'stop', 'win', 'bigwin', 'click', 'lose'); the shared sound module replaces this. */
  var sound = { play: function () {}, muted: true };

  /**
   * The Rules button: opens the page's <template id="help"> (rules and paytable) in a sheet. Every game page has one.
   */
  function wireHelp() {
    var template = $('help');
    if (!template) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'help-button';
    button.textContent = 'Rules';
    button.setAttribute('aria-haspopup', 'dialog');
    var sheet = document.createElement('div');
    sheet.className = 'sheet';
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-label', 'Rules');
    sheet.hidden = true;
    var body = document.createElement('div');
    body.className = 'sheet-body';
    body.appendChild(template.content.cloneNode(true));
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'primary';
    close.textContent = 'Close';
    close.addEventListener('click', function () {
      sheet.hidden = true;
      button.focus();
    });
    body.appendChild(close);
    sheet.appendChild(body);
    document.body.appendChild(sheet);
    button.addEventListener('click', function () {
      sheet.hidden = false;
      close.focus();
    });
    var bar = document.querySelector('.bar');
    if (bar) bar.insertBefore(button, $('balance'));
  }
  wireHelp();

  window.Game = {
    ready: ready,
    call: call,
    peso: peso,
    setBalance: setBalance,
    roundPlayed: roundPlayed,
    showError: showError,
    resultText: resultText,
    haptic: haptic,
    sound: sound,
  };
})();
