// Lucky Sampaguita: draws the reels, asks the server for each spin and animates the result and its free spins.
(function () {
  'use strict';
  var SYMBOLS = ['10', 'J', 'Q', 'K', 'A', '♦', '★', '✿'];
  var BETS = [100, 500, 1000, 5000];
  var bet = BETS[0];
  var reels = document.getElementById('reels');
  var result = document.getElementById('result');
  var spinButton = document.getElementById('spin');
  var cells = [];
  for (var i = 0; i < 15; i += 1) {
    var cell = document.createElement('div');
    cell.className = 'cell';
    cell.textContent = SYMBOLS[i % 6];
    reels.appendChild(cell);
    cells.push(cell);
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

  function show(grid, wins) {
    // grid is reel-major; the page lays rows out, so cell (row, reel) = grid[reel * 3 + row].
    var lit = {};
    (wins || []).forEach(function (w) {
      lit[w.line] = true;
    });
    for (var row = 0; row < 3; row += 1)
      for (var reel = 0; reel < 5; reel += 1) {
        var c = cells[row * 5 + reel];
        var s = grid[reel * 3 + row];
        c.textContent = SYMBOLS[s];
        c.className = 'cell s' + s;
      }
    reels.classList.toggle('won', (wins || []).length > 0);
  }
  var wait = function (ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  };

  spinButton.addEventListener('click', function () {
    spinButton.disabled = true;
    result.textContent = '';
    result.className = 'result';
    reels.classList.add('spinning');
    Promise.all([Game.call('play', { bet: bet }), wait(450)])
      .then(function (both) {
        var round = both[0];
        reels.classList.remove('spinning');
        show(round.detail.base.grid, round.detail.base.wins);
        var chain = Promise.resolve();
        round.detail.freeSpins.forEach(function (spin, n) {
          chain = chain.then(function () {
            result.textContent = 'Free spin ' + (n + 1) + ' of ' + round.detail.freeSpins.length + ' (wins ×2)';
            return wait(350).then(function () {
              show(spin.grid, spin.wins);
            });
          });
        });
        return chain.then(function () {
          Game.roundPlayed(round);
          var said = Game.resultText(round.bet, round.win);
          result.textContent = said.text;
          result.className = 'result ' + said.kind;
        });
      })
      .catch(function (e) {
        reels.classList.remove('spinning');
        Game.showError(e.message);
      })
      .then(function () {
        spinButton.disabled = false;
      });
  });
  Game.ready.then(null, function () {
    spinButton.disabled = true;
  });
})();
