// Mines: choose the mines and the bet, reveal tiles on the server, cash out any time; the multiplier table shows
// what each further safe tile pays.
(function () {
  'use strict';
  var BETS = [100, 500, 1000, 5000];
  // Drawn pictures so gems and mines stand out at a glance: a cut green gem, a black bomb with a lit fuse.
  var GEM =
    '<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M8 15 L14 7 L26 7 L32 15 L20 34 Z" fill="#34d399" stroke="#065f46" stroke-width="1.5"/>' +
    '<path d="M8 15 H32 M14 7 L17 15 L20 34 L23 15 L26 7" fill="none" stroke="#065f46" stroke-width="1.2"/>' +
    '<path d="M15 9 L17 14 L11 14 Z" fill="#d1fae5"/></svg>';
  var BOMB =
    '<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="18" cy="23" r="11" fill="#1b1435" stroke="#000" stroke-width="1.5"/>' +
    '<rect x="22" y="9" width="7" height="6" rx="1.5" transform="rotate(40 25 12)" fill="#4b5563"/>' +
    '<path d="M28 9 Q31 4 35 6" fill="none" stroke="#a16207" stroke-width="2"/><circle cx="35" cy="6" r="3" fill="#f97316"/>' +
    '<circle cx="35" cy="6" r="1.4" fill="#fde047"/><circle cx="14" cy="19" r="3" fill="#ffffff44"/></svg>';
  var bet = BETS[0];
  var round = null;
  var field = document.getElementById('field');
  var result = document.getElementById('result');
  var start = document.getElementById('start');
  var cash = document.getElementById('cashout');
  var count = document.getElementById('mines-count');
  var table = document.getElementById('table');
  var tiles = [];
  for (var i = 0; i < 25; i += 1) {
    (function (tile) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'tile';
      b.setAttribute('data-testid', 'tile-' + tile);
      b.setAttribute('aria-label', Game.tr('Tile {n}', { n: tile + 1 }));
      b.addEventListener('click', function () {
        reveal(tile);
      });
      field.appendChild(b);
      tiles.push(b);
    })(i);
  }
  var bets = document.getElementById('bets');
  BETS.forEach(function (amount) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = Game.peso(amount);
    b.setAttribute('aria-pressed', String(amount === bet));
    b.addEventListener('click', function () {
      bet = amount;
      Array.prototype.forEach.call(bets.children, function (c) {
        c.setAttribute('aria-pressed', String(c === b));
      });
    });
    bets.appendChild(b);
  });
  var multipliers = {};
  function drawTable() {
    var list = multipliers[count.value] || [];
    var safe = round && round.state === 'open' ? round.revealed.length : 0;
    table.innerHTML = '';
    list.slice(0, 24).forEach(function (m, k) {
      var span = document.createElement('span');
      span.textContent = k + 1 + ': ' + Game.times(m);
      if (k + 1 === safe) span.className = 'now';
      table.appendChild(span);
    });
  }
  function draw() {
    var open = round && round.state === 'open';
    tiles.forEach(function (b, t) {
      var shown = round && round.revealed.indexOf(t) >= 0;
      var mine = round && round.minePositions && round.minePositions.indexOf(t) >= 0;
      b.className = 'tile' + (shown ? ' gem' : '') + (mine ? ' mine' : '') + (round && round.hit === t ? ' hit' : '');
      b.innerHTML = shown ? GEM : mine ? BOMB : '';
      b.setAttribute('aria-label', Game.tr(shown ? 'Tile {n}, gem' : mine ? 'Tile {n}, mine' : 'Tile {n}', { n: t + 1 }));
      b.disabled = !open || shown;
    });
    start.hidden = !!open;
    cash.hidden = !open;
    cash.disabled = !open || round.revealed.length === 0;
    count.disabled = !!open;
    if (open) cash.textContent = Game.tr('Cash out {amount}', { amount: Game.peso(Math.round(round.bet * round.multiplier)) });
    drawTable();
  }
  function settled(r) {
    round = r;
    if (r.state === 'settled') {
      Game.roundPlayed(r);
      result.textContent =
        r.hit !== undefined
          ? Game.tr('Boom! The mine took your bet')
          : Game.tr('Cashed out {amount} at {multiplier}', { amount: Game.peso(r.win), multiplier: Game.times(r.multiplier) });
      result.className = r.hit !== undefined ? 'result' : 'result win';
    } else {
      Game.setBalance(r.balance);
      result.textContent = r.revealed.length
        ? Game.tr('{count} safe · {multiplier}', { count: r.revealed.length, multiplier: Game.times(r.multiplier) })
        : Game.tr('Pick a tile');
      result.className = 'result';
    }
    draw();
  }
  function fail(e) {
    Game.showError(e.message);
  }
  function reveal(tile) {
    Game.call('mines-reveal', { roundId: round.roundId, tile: tile }).then(settled, fail);
  }
  start.addEventListener('click', function () {
    Game.call('mines-start', { bet: bet, mines: Number(count.value) }).then(settled, fail);
  });
  cash.addEventListener('click', function () {
    Game.call('mines-cashout', { roundId: round.roundId }).then(settled, fail);
  });
  count.addEventListener('change', drawTable);
  Game.ready.then(
    function (state) {
      multipliers = state.multipliers || {};
      if (state.mines) {
        round = state.mines;
        count.value = String(round.mines);
        result.textContent = Game.tr('Your round is still open');
      }
      draw();
    },
    function () {
      start.disabled = true;
    },
  );
  draw();
})();
