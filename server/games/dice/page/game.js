/* global Cards -- drawn by /games/shared/cards.js */
// Dice: set the target and the side, see the chance and the payout, roll on the server; the marker runs to the roll.
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var side = 'under';
  var busy = false;
  var target = document.getElementById('target');
  var track = document.getElementById('track');
  var rollValue = document.getElementById('roll-value');
  var result = document.getElementById('result');
  var go = document.getElementById('go');
  var road = document.getElementById('road');
  var bet = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000], stats);
  function node(name, attrs) {
    var n = document.createElementNS(NS, name);
    for (var k in attrs) n.setAttribute(k, attrs[k]);
    return n;
  }
  function winning() {
    var t = Number(target.value);
    return side === 'under' ? t : 10000 - t;
  }
  function multiplier() {
    return Math.floor((9900 * 10000) / winning());
  }
  var marker = null;
  function drawTrack() {
    track.innerHTML = '';
    var t = (Number(target.value) / 10000) * 300 + 10;
    track.appendChild(node('rect', { x: 10, y: 20, width: 300, height: 16, rx: 8, fill: '#ef4444' }));
    var win =
      side === 'under'
        ? node('rect', { x: 10, y: 20, width: t - 10, height: 16, rx: 8, fill: '#22c55e' })
        : node('rect', { x: t, y: 20, width: 310 - t, height: 16, rx: 8, fill: '#22c55e' });
    track.appendChild(win);
    track.appendChild(node('rect', { x: t - 2, y: 14, width: 4, height: 28, fill: '#f6f1ff' }));
    [0, 25, 50, 75, 100].forEach(function (v) {
      var label = node('text', { x: 10 + v * 3, y: 54, 'text-anchor': 'middle', 'font-size': 11, fill: '#a79fc4' });
      label.textContent = String(v);
      track.appendChild(label);
    });
    marker = node('g', { transform: 'translate(-40,0)' });
    marker.appendChild(node('path', { d: 'M0 16 L-9 2 L9 2 Z', fill: '#ffd46b', stroke: '#a86a00', 'stroke-width': 1.5 }));
    track.appendChild(marker);
  }
  function stats() {
    var t = Number(target.value);
    var chance = winning() / 100;
    document.getElementById('s-target').textContent = (side === 'under' ? '< ' : '≥ ') + (t / 100).toFixed(2);
    document.getElementById('s-chance').textContent = chance.toFixed(2) + '%';
    document.getElementById('s-mult').textContent = (multiplier() / 10000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '') + '×';
    document.getElementById('s-pays').textContent = Game.peso(Math.floor((bet() * multiplier()) / 10000));
    drawTrack();
  }
  target.addEventListener('input', stats);
  var seg = document.getElementById('side');
  Array.prototype.forEach.call(seg.children, function (b) {
    b.addEventListener('click', function () {
      if (busy) return;
      side = b.dataset.v;
      Array.prototype.forEach.call(seg.children, function (c) {
        c.setAttribute('aria-pressed', String(c === b));
      });
      stats();
    });
  });
  function run(roll) {
    return new Promise(function (resolve) {
      var start = performance.now();
      var from = 5000;
      var duration = Game.motionMs(700);
      function frame(now) {
        var f = duration ? Math.min(1, Math.max(0, now - start) / duration) : 1;
        var e = 1 - Math.pow(1 - f, 3);
        var v = f < 1 ? Math.floor(from + (roll - from) * e + (1 - f) * (Math.random() - 0.5) * 3000) : roll;
        v = Math.max(0, Math.min(9999, v));
        rollValue.textContent = (v / 100).toFixed(2);
        marker.setAttribute('transform', 'translate(' + (10 + (v / 10000) * 300) + ',0)');
        if (f < 1) requestAnimationFrame(frame);
        else resolve();
      }
      requestAnimationFrame(frame);
    });
  }
  go.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    go.disabled = true;
    target.disabled = true;
    result.textContent = '';
    result.className = 'result';
    rollValue.className = 'roll';
    Game.sound.play('spin');
    Game.call('play', { bet: bet(), target: Number(target.value), side: side })
      .then(function (round) {
        return run(round.detail.roll).then(function () {
          var won = round.win > 0;
          rollValue.className = 'roll ' + (won ? 'won' : 'lost');
          Cards.pushRoad(road, String(Math.floor(round.detail.roll / 100)), won ? 'up' : 'down', 12);
          Game.roundPlayed(round);
          Cards.fillVerify(round);
          var said = Game.resultText(round.bet, round.win);
          result.textContent = Game.tr('Rolled {roll}', { roll: (round.detail.roll / 100).toFixed(2) }) + ' · ' + said.text;
          result.className = 'result ' + said.kind;
          Game.sound.play(won ? 'win' : 'lose');
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(function () {
        busy = false;
        go.disabled = false;
        target.disabled = false;
      });
  });
  stats();
})();
