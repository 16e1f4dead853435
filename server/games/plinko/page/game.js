/* global Cards -- drawn by /games/shared/cards.js */
// Plinko: the server draws the bounces; the page drops the ball along that path, row by row, into its slot.
(function () {
  'use strict';
  var TABLES = {
    8: { low: [5.5, 2, 1.05, 1, 0.5], medium: [12, 3, 1.25, 0.7, 0.4], high: [28.5, 4.1, 1.4, 0.3, 0.2] },
    12: { low: [9, 3, 1.6, 1.3, 1.07, 1, 0.5], medium: [30, 10, 4, 2, 1.05, 0.6, 0.3], high: [160, 22, 8, 2, 0.7, 0.2, 0.2] },
    16: {
      low: [15, 8, 2, 1.4, 1.3, 1.2, 1.05, 1, 0.5],
      medium: [100, 40, 10, 5, 2.9, 1.4, 1, 0.5, 0.3],
      high: [900, 120, 25, 9, 4, 1.95, 0.2, 0.2, 0.2],
    },
  };
  var NS = 'http://www.w3.org/2000/svg';
  var W = 340;
  var TOP = 24;
  var BOTTOM = 290;
  var rows = 12;
  var risk = 'medium';
  var busy = false;
  var board = document.getElementById('board');
  var result = document.getElementById('result');
  var drop = document.getElementById('drop');
  var bet = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  function table() {
    var half = TABLES[rows][risk];
    return half.concat(half.slice(0, -1).reverse());
  }
  function node(name, attrs) {
    var n = document.createElementNS(NS, name);
    for (var k in attrs) n.setAttribute(k, attrs[k]);
    return n;
  }
  function geometry() {
    var dx = W / (rows + 2);
    var dy = (BOTTOM - TOP) / rows;
    return { dx: dx, dy: dy };
  }
  /** Where the ball is after `r` rows with `rights` right bounces so far. */
  function at(r, rights) {
    var g = geometry();
    return { x: W / 2 + (2 * rights - r) * (g.dx / 2), y: TOP + r * g.dy - g.dy / 2 };
  }
  var slots = [];
  function colour(m) {
    if (m >= 10) return '#ef4444';
    if (m >= 2) return '#f97316';
    if (m >= 1) return '#f5b82e';
    return '#8b5cf6';
  }
  function drawBoard() {
    board.innerHTML = '';
    var g = geometry();
    var pegR = rows === 16 ? 2.6 : 3.4;
    for (var r = 0; r < rows; r += 1) {
      for (var p = 0; p < r + 3; p += 1) {
        var x = W / 2 + (p - (r + 2) / 2) * g.dx;
        board.appendChild(node('circle', { cx: x, cy: TOP + r * g.dy, r: pegR, fill: '#e9defc' }));
      }
    }
    slots = [];
    table().forEach(function (m, k) {
      var cx = W / 2 + (k - rows / 2) * g.dx;
      var gr = node('g', {});
      gr.appendChild(node('rect', { x: cx - g.dx / 2 + 1, y: BOTTOM + 2, width: g.dx - 2, height: 34, rx: 5, fill: colour(m) }));
      // Narrow slots (12 and 16 rows) write their multiplier upright so it stays legible at 11 px.
      var upright = rows > 8;
      var t = node('text', {
        x: cx,
        y: upright ? BOTTOM + 19 : BOTTOM + 23,
        'text-anchor': 'middle',
        'dominant-baseline': upright ? 'central' : 'auto',
        'font-size': 12,
        'font-weight': 800,
        fill: '#1b1435',
        transform: upright ? 'rotate(-90 ' + cx + ' ' + (BOTTOM + 19) + ')' : '',
      });
      t.textContent = m >= 1000 ? m / 1000 + 'K' : upright ? String(m) : m + '×';
      gr.appendChild(t);
      board.appendChild(gr);
      slots.push(gr);
    });
  }
  function seg(id, value, set) {
    var box = document.getElementById(id);
    Array.prototype.forEach.call(box.children, function (b) {
      b.setAttribute('aria-pressed', String(b.dataset.v === String(value)));
      b.addEventListener('click', function () {
        if (busy) return;
        set(b.dataset.v);
        Array.prototype.forEach.call(box.children, function (c) {
          c.setAttribute('aria-pressed', String(c === b));
        });
        drawBoard();
      });
    });
  }
  seg('rows', rows, function (v) {
    rows = Number(v);
  });
  seg('risk', risk, function (v) {
    risk = v;
  });
  function animate(path) {
    var ball = node('circle', { r: rows === 16 ? 5 : 6.5, fill: '#ffd46b', stroke: '#a86a00', 'stroke-width': 2 });
    board.appendChild(ball);
    var points = [at(0, 0)];
    var rights = 0;
    for (var r = 0; r < path.length; r += 1) {
      rights += path[r];
      points.push(at(r + 1, rights));
    }
    var last = points[points.length - 1];
    points.push({ x: last.x, y: BOTTOM + 14 });
    var per = rows === 16 ? 110 : 140;
    return new Promise(function (resolve) {
      var start = performance.now();
      function frame(now) {
        // With reduced motion the ball is in its slot at once.
        var t = Game.reducedMotion ? points.length - 1 : Math.max(0, now - start) / per;
        var i = Math.min(Math.floor(t), points.length - 2);
        var f = Math.min(1, t - i);
        var a = points[i];
        var b = points[i + 1];
        // A small hop over each peg: up a little, then down into the next gap.
        var hop = i < path.length ? Math.sin(f * Math.PI) * 6 : 0;
        ball.setAttribute('cx', a.x + (b.x - a.x) * f);
        ball.setAttribute('cy', a.y + (b.y - a.y) * f * f - hop);
        if (t < points.length - 1) requestAnimationFrame(frame);
        else resolve(ball);
      }
      requestAnimationFrame(frame);
    });
  }
  drop.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    drop.disabled = true;
    result.textContent = '';
    result.className = 'result';
    drawBoard();
    Game.sound.play('click');
    Game.call('play', { bet: bet(), rows: rows, risk: risk })
      .then(function (round) {
        return animate(round.detail.path).then(function () {
          var slot = slots[round.detail.slot];
          if (slot) slot.setAttribute('class', 'hit');
          Game.roundPlayed(round);
          Cards.fillVerify(round);
          var said = Game.resultText(round.bet, round.win);
          result.textContent = round.detail.multiplier + '× · ' + said.text;
          result.className = 'result ' + said.kind;
          Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
          Game.haptic(said.kind === 'win' ? 30 : 10);
          document.getElementById('v-rows').value = String(rows);
          document.getElementById('v-risk').value = risk;
          document.getElementById('v-nonce').value = String(round.nonce);
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(function () {
        busy = false;
        drop.disabled = false;
      });
  });
  drawBoard();
})();
