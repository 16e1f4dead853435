// Color Game: chips on colours, one roll of three dice on the server, winnings by matching dice.
(function () {
  'use strict';
  var COLORS = [
    ['Yellow', '#facc15'],
    ['White', '#f8fafc'],
    ['Pink', '#f472b6'],
    ['Blue', '#3b82f6'],
    ['Red', '#ef4444'],
    ['Green', '#22c55e'],
  ];
  var CHIPS = [100, 500, 1000, 5000];
  var chip = CHIPS[0];
  var stakes = [0, 0, 0, 0, 0, 0];
  var board = document.getElementById('board');
  var result = document.getElementById('result');
  var roll = document.getElementById('roll');
  var dice = document.querySelectorAll('.die');
  var tiles = COLORS.map(function (c, i) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'tile';
    b.style.background = c[1];
    b.dataset.testid = 'color-' + c[0].toLowerCase();
    b.setAttribute('data-testid', 'color-' + c[0].toLowerCase());
    b.addEventListener('click', function () {
      stakes[i] += chip;
      draw();
    });
    board.appendChild(b);
    return b;
  });
  function draw() {
    tiles.forEach(function (t, i) {
      t.textContent = COLORS[i][0] + (stakes[i] ? '\n' + Game.peso(stakes[i]) : '');
    });
    roll.disabled = stakes.every(function (s) {
      return s === 0;
    });
  }
  var chips = document.getElementById('chips');
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
  document.getElementById('clear').addEventListener('click', function () {
    stakes = [0, 0, 0, 0, 0, 0];
    draw();
  });
  roll.addEventListener('click', function () {
    roll.disabled = true;
    result.textContent = '';
    result.className = 'result';
    Array.prototype.forEach.call(dice, function (d) {
      d.classList.add('rolling');
    });
    Promise.all([
      Game.call('play', { stakes: stakes }),
      new Promise(function (r) {
        setTimeout(r, 600);
      }),
    ])
      .then(function (both) {
        var round = both[0];
        Array.prototype.forEach.call(dice, function (d, i) {
          d.classList.remove('rolling');
          d.style.background = COLORS[round.detail.dice[i]][1];
          d.title = COLORS[round.detail.dice[i]][0];
        });
        Game.roundPlayed(round);
        var said = Game.resultText(round.bet, round.win);
        result.textContent = said.kind === 'none' ? 'No colour matched' : said.text;
        result.className = 'result ' + said.kind;
      })
      .catch(function (e) {
        Array.prototype.forEach.call(dice, function (d) {
          d.classList.remove('rolling');
        });
        Game.showError(e.message);
      })
      .then(draw);
  });
  draw();
})();
