// Shared by the live table pages: follows the table over Server-Sent Events (reconnecting with backoff), draws the
// countdown ring against the server's clock, the result strip, the others' bets on each option, and takes one bet
// per round. A page calls Live.start({ options, drawResult(result, animate), stripItem(result, chip) }).
(function () {
  'use strict';
  var $ = function (id) {
    return document.getElementById(id);
  };
  var CHIPS = [100, 500, 1000, 5000];
  var RING = 2 * Math.PI * 44;

  function start(config) {
    var table = location.pathname.split('/')[2];
    var chip = CHIPS[0];
    var view = null;
    var offset = 0; // server time minus this device's time
    var stakes = config.options.map(function () {
      return 0;
    });
    var placed = null; // the round number this session has a bet on
    var shownResult = 0;
    var board = $('board');
    var buttons = config.options.map(function (option, i) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'spot ' + (option.className || '');
      b.setAttribute('data-testid', 'option-' + option.id);
      b.innerHTML = '<span class="label"></span><span class="mine"></span><span class="others"></span>';
      b.querySelector('.label').textContent = option.label;
      b.addEventListener('click', function () {
        if (!canBet()) return;
        stakes[i] += chip;
        Game.haptic(8);
        Game.sound.play('click');
        draw();
      });
      board.appendChild(b);
      return b;
    });
    var chips = $('chips');
    CHIPS.forEach(function (amount) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = Game.peso(amount);
      b.setAttribute('aria-pressed', String(amount === chip));
      b.addEventListener('click', function () {
        chip = amount;
        Array.prototype.forEach.call(chips.children, function (c) {
          c.setAttribute('aria-pressed', String(c === b));
        });
      });
      chips.appendChild(b);
    });
    $('clear').addEventListener('click', function () {
      if (placed) return;
      stakes = stakes.map(function () {
        return 0;
      });
      draw();
    });
    $('place').addEventListener('click', function () {
      if (!canBet()) return;
      var round = view.round.no;
      $('place').disabled = true;
      Game.call('live-bet', { round: round, stakes: stakes }).then(
        function (bet) {
          placed = round;
          Game.setBalance(bet.balance);
          Game.sound.play('click');
          $('result').textContent = Game.tr('Bet of {amount} placed on round {round}.', { amount: Game.peso(bet.bet), round: round });
          $('result').className = 'result';
          draw();
        },
        function (e) {
          Game.showError(e.message);
          draw();
        },
      );
    });

    function serverNow() {
      return Date.now() + offset;
    }
    function canBet() {
      return view && view.round && view.round.phase === 'betting' && placed !== view.round.no && serverNow() < view.round.closesAt;
    }

    function draw() {
      var betting = canBet();
      var totals = (view && view.bets.totals) || [];
      buttons.forEach(function (b, i) {
        b.querySelector('.mine').textContent = stakes[i] ? Game.tr('You {amount}', { amount: Game.peso(stakes[i]) }) : '';
        b.querySelector('.others').textContent = totals[i] ? Game.tr('All {amount}', { amount: Game.peso(totals[i]) }) : '';
        b.disabled = !betting;
      });
      var any = stakes.some(function (s) {
        return s > 0;
      });
      $('place').disabled = !betting || !any;
      $('clear').disabled = !betting || !any;
      $('place').textContent = Game.tr(view && placed === (view.round && view.round.no) ? 'Bet placed' : 'Place bet');
      $('players').textContent = view
        ? Game.tr(view.bets.players === 1 ? '{count} player betting this round' : '{count} players betting this round', { count: view.bets.players })
        : '';
    }

    function tickRing() {
      if (view && view.round) {
        var r = view.round;
        var betting = r.phase === 'betting';
        var from = betting ? r.opensAt : r.closesAt;
        var to = betting ? r.closesAt : r.endsAt;
        var left = Math.max(0, to - serverNow());
        var part = Math.min(1, left / Math.max(1, to - from));
        $('ring-arc').style.strokeDashoffset = String(RING * (1 - part));
        $('ring').dataset.phase = betting && left > 0 ? 'betting' : 'result';
        $('count').textContent = String(Math.ceil(left / 1000));
        $('phase').textContent = betting ? Game.tr(left > 0 ? 'Place your bets' : 'Bets closed') : Game.tr('Next round');
        if (betting && left <= 0) draw();
      }
      requestAnimationFrame(tickRing);
    }

    function strip() {
      var box = $('strip');
      box.textContent = '';
      view.history.forEach(function (h) {
        var span = document.createElement('span');
        span.className = 'chip';
        span.title = Game.tr('Round {no}', { no: h.no });
        config.stripItem(h.result, span);
        box.appendChild(span);
      });
    }

    function fair() {
      var r = view.round;
      $('commitment').textContent = view.commitment || '-';
      $('round-no').textContent = String(r.no);
      $('round-prev').textContent = r.prevHash;
      $('round-seed').textContent = r.seed || Game.tr('revealed when betting closes');
      if (r.seed) {
        $('v-server').value = r.seed;
        $('v-client').value = table;
        $('v-nonce').value = String(r.no);
      }
    }

    function settled(round) {
      // The bet's payout is written right after the draw; ask until it is there.
      Game.call('live-mine', { round: round }).then(
        function (mine) {
          if (!mine.settled) return void setTimeout(settled, 700, round);
          Game.roundPlayed(mine);
          var said = Game.resultText(mine.bet, mine.win);
          $('result').textContent = said.text;
          $('result').className = 'result ' + said.kind;
          Game.sound.play(said.kind === 'win' ? 'win' : 'lose');
          if (said.kind === 'win') Game.haptic(30);
        },
        function (e) {
          Game.showError(e.message);
        },
      );
    }

    function onView(next) {
      offset = next.serverNow - Date.now();
      var before = view;
      view = next;
      if (!view.round) return;
      document.body.dataset.round = String(view.round.no);
      document.body.dataset.phase = view.round.phase;
      if (!before || !before.round || before.round.no !== view.round.no) {
        if (placed !== view.round.no) {
          stakes = stakes.map(function () {
            return 0;
          });
        }
        if (view.round.phase === 'betting' && before) {
          $('result').textContent = '';
          $('result').className = 'result';
        }
      }
      if (view.round.phase === 'result' && shownResult !== view.round.no) {
        shownResult = view.round.no;
        config.drawResult(view.round.result, true);
        // The table's words come with the round; in Filipino, its wordsFil once the table sends them.
        var words = (Game.language === 'fil' && view.round.wordsFil) || view.round.words;
        $('words').textContent = Game.tr('Round {no}: {words}', { no: view.round.no, words: words });
        if (placed === view.round.no) settled(view.round.no);
      } else if (view.round.phase === 'betting' && (!before || !before.round || before.round.no !== view.round.no)) {
        config.drawResult(null, false);
        $('words').textContent = Game.tr('Round {no} is open for bets.', { no: view.round.no });
      }
      strip();
      fair();
      draw();
    }

    var source = null;
    var backoff = 1000;
    function connect(sessionKey) {
      source = new EventSource('/games/live/' + table + '/events?session=' + encodeURIComponent(sessionKey));
      source.addEventListener('table', function (event) {
        backoff = 1000;
        $('link').hidden = true;
        onView(JSON.parse(event.data));
      });
      source.onerror = function () {
        // The browser's own retry stops on an HTTP error; reconnect here with a growing wait instead.
        source.close();
        $('link').hidden = false;
        setTimeout(connect, backoff, sessionKey);
        backoff = Math.min(backoff * 2, 15000);
      };
    }

    Game.ready.then(function (state) {
      connect(state.sessionKey);
      requestAnimationFrame(tickRing);
    });
    draw();
  }

  window.Live = { start: start };
})();
