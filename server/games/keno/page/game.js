/* global Cards -- drawn by /games/shared/cards.js */
// Keno: pick up to ten numbers, the server draws ten of forty; the balls come out one by one and hits light up.
(function () {
  'use strict';
  var PAYS = {
    1: [0, 3.88],
    2: [0, 1.74, 5.21],
    3: [0, 0, 4.15, 33.2],
    4: [0, 0, 2.2, 8.81, 66],
    5: [0, 0, 1.22, 4.88, 19.5, 150],
    6: [0, 0, 0, 4.15, 12.5, 62.3, 420],
    7: [0, 0, 0, 3.06, 6.11, 18.3, 120, 610],
    8: [0, 0, 0, 1.59, 4.76, 12.7, 63.4, 320, 1600],
    9: [0, 0, 0, 1.41, 2.81, 7.03, 28.1, 140, 700, 2800],
    10: [0, 0, 0, 0, 3.31, 6.61, 19.8, 99.2, 500, 2000, 6600],
  };
  var picks = [];
  var busy = false;
  var grid = document.getElementById('grid');
  var drawnBox = document.getElementById('drawn');
  var result = document.getElementById('result');
  var pays = document.getElementById('pays');
  var go = document.getElementById('go');
  var bet = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var cells = [];
  for (var n = 1; n <= 40; n += 1) {
    (function (num) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'num';
      b.textContent = String(num);
      b.setAttribute('data-testid', 'num-' + num);
      b.addEventListener('click', function () {
        if (busy) return;
        var at = picks.indexOf(num);
        if (at >= 0) picks.splice(at, 1);
        else if (picks.length < 10) picks.push(num);
        Game.haptic(8);
        clearDraw();
        draw();
      });
      grid.appendChild(b);
      cells.push(b);
    })(n);
  }
  function clearDraw() {
    cells.forEach(function (c) {
      c.classList.remove('drawn', 'hit');
    });
    drawnBox.innerHTML = '';
  }
  function draw() {
    cells.forEach(function (c, i) {
      c.classList.toggle('picked', picks.indexOf(i + 1) >= 0);
      c.setAttribute('aria-pressed', String(picks.indexOf(i + 1) >= 0));
    });
    go.disabled = picks.length === 0 || busy;
    pays.innerHTML = '';
    var table = PAYS[picks.length];
    if (!table) {
      pays.textContent = Game.tr('Pick 1 to 10 numbers');
      return;
    }
    table.forEach(function (m, hits) {
      if (!m) return;
      var s = document.createElement('span');
      var count = document.createElement('b');
      count.textContent = String(hits);
      s.appendChild(count);
      s.appendChild(document.createTextNode(' ' + Game.tr(hits === 1 ? 'hit {multiplier}×' : 'hits {multiplier}×', { multiplier: m })));
      pays.appendChild(s);
    });
  }
  document.getElementById('clear').addEventListener('click', function () {
    if (busy) return;
    picks = [];
    clearDraw();
    draw();
  });
  document.getElementById('quick').addEventListener('click', function () {
    if (busy) return;
    var count = picks.length || 5;
    picks = [];
    while (picks.length < count) {
      var x = 1 + Math.floor(Math.random() * 40);
      if (picks.indexOf(x) < 0) picks.push(x);
    }
    clearDraw();
    draw();
  });
  function ball(num, hit) {
    var s = document.createElement('span');
    s.className = 'ball' + (hit ? ' hit' : '');
    s.textContent = String(num);
    drawnBox.appendChild(s);
  }
  go.addEventListener('click', function () {
    if (busy || !picks.length) return;
    busy = true;
    go.disabled = true;
    clearDraw();
    result.textContent = '';
    result.className = 'result';
    Game.call('play', { bet: bet(), picks: picks })
      .then(function (round) {
        var drawn = round.detail.drawn;
        return new Promise(function (resolve) {
          var i = 0;
          var timer = setInterval(function () {
            var num = drawn[i];
            var hit = picks.indexOf(num) >= 0;
            cells[num - 1].classList.add(hit ? 'hit' : 'drawn');
            ball(num, hit);
            Game.sound.play('click');
            if (hit) Game.haptic(10);
            i += 1;
            if (i >= drawn.length) {
              clearInterval(timer);
              resolve();
            }
          }, 160);
        }).then(function () {
          Game.roundPlayed(round);
          Cards.fillVerify(round);
          var said = Game.resultText(round.bet, round.win);
          result.textContent = Game.tr('{hits} of {picks} hit', { hits: round.detail.hits, picks: picks.length }) + ' · ' + said.text;
          result.className = 'result ' + said.kind;
          Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(function () {
        busy = false;
        draw();
      });
  });
  draw();
})();
