/* global Cards -- drawn by /games/shared/cards.js */
// Sic Bo: chips on the board's 29 spots; three dice thrown on the server; the winning spots light up.
(function () {
  'use strict';
  var TOTAL_PAYS = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };
  var NS = 'http://www.w3.org/2000/svg';
  var PIPS = {
    1: [[2, 2]],
    2: [
      [1, 1],
      [3, 3],
    ],
    3: [
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    4: [
      [1, 1],
      [3, 1],
      [1, 3],
      [3, 3],
    ],
    5: [
      [1, 1],
      [3, 1],
      [2, 2],
      [1, 3],
      [3, 3],
    ],
    6: [
      [1, 1],
      [3, 1],
      [1, 2],
      [3, 2],
      [1, 3],
      [3, 3],
    ],
  };
  function die(face, size) {
    var svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 40 40');
    svg.setAttribute('class', 'die');
    svg.setAttribute('width', size);
    svg.setAttribute('height', size);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', face ? Game.tr('Die showing {face}', { face: face }) : Game.tr('Die'));
    var body = document.createElementNS(NS, 'rect');
    body.setAttribute('x', 2);
    body.setAttribute('y', 2);
    body.setAttribute('width', 36);
    body.setAttribute('height', 36);
    body.setAttribute('rx', 8);
    body.setAttribute('fill', '#fffaf0');
    body.setAttribute('stroke', '#d9cfa8');
    svg.appendChild(body);
    (PIPS[face] || []).forEach(function (p) {
      var c = document.createElementNS(NS, 'circle');
      c.setAttribute('cx', 10 * p[0]);
      c.setAttribute('cy', 10 * p[1]);
      c.setAttribute('r', face === 1 ? 5 : 3.6);
      c.setAttribute('fill', face === 1 || face === 4 ? '#d0213a' : '#1b1435');
      svg.appendChild(c);
    });
    return svg;
  }
  var stakes = [];
  for (var i = 0; i < 29; i += 1) stakes.push(0);
  var totals = document.getElementById('totals');
  for (var t = 4; t <= 17; t += 1) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'spot small-spot';
    b.dataset.bet = String(t - 2);
    b.innerHTML = '<b>' + t + '</b><small>' + TOTAL_PAYS[t] + ':1</small><span class="stake"></span>';
    b.setAttribute('aria-label', Game.tr('Total {total}, pays {pays} to 1', { total: t, pays: TOTAL_PAYS[t] }));
    totals.appendChild(b);
  }
  [
    ['singles', 16, 1],
    ['triples', 23, 3],
  ].forEach(function (row) {
    var box = document.getElementById(row[0]);
    for (var f = 1; f <= 6; f += 1) {
      var s = document.createElement('button');
      s.type = 'button';
      s.className = 'spot face-spot';
      s.dataset.bet = String(row[1] + f - 1);
      s.setAttribute('aria-label', row[2] === 1 ? Game.tr('Number {face}', { face: f }) : Game.tr('Triple {face}', { face: f }));
      for (var k = 0; k < row[2]; k += 1) s.appendChild(die(f, row[2] === 1 ? 26 : 16));
      var st = document.createElement('span');
      st.className = 'stake';
      s.appendChild(st);
      box.appendChild(s);
    }
  });
  var spots = Array.prototype.slice.call(document.querySelectorAll('[data-bet]'));
  var chip = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  spots.forEach(function (spot) {
    spot.addEventListener('click', function () {
      stakes[Number(spot.dataset.bet)] += chip();
      Game.sound.play('click');
      Game.haptic(8);
      draw();
    });
  });
  var roll = document.getElementById('roll');
  var result = document.getElementById('result');
  var bowl = document.getElementById('bowl');
  var road = document.getElementById('road');
  function showDice(faces, rolling) {
    bowl.innerHTML = '';
    faces.forEach(function (f) {
      var d = die(f, 58);
      if (rolling) d.classList.add('rolling');
      bowl.appendChild(d);
    });
  }
  function draw() {
    spots.forEach(function (spot) {
      var s = stakes[Number(spot.dataset.bet)];
      spot.querySelector('.stake').textContent = s ? Game.peso(s).replace('.00', '') : '';
      spot.classList.toggle('has', s > 0);
    });
    roll.disabled = stakes.every(function (s) {
      return s === 0;
    });
  }
  document.getElementById('clear').addEventListener('click', function () {
    stakes = stakes.map(function () {
      return 0;
    });
    draw();
  });
  var ids = ['small', 'big'];
  for (var n = 4; n <= 17; n += 1) ids.push('total-' + n);
  for (var m = 1; m <= 6; m += 1) ids.push('single-' + m);
  ids.push('any-triple');
  for (var q = 1; q <= 6; q += 1) ids.push('triple-' + q);
  roll.addEventListener('click', function () {
    roll.disabled = true;
    result.textContent = '';
    result.className = 'result';
    spots.forEach(function (s) {
      s.classList.remove('won');
    });
    var spin = setInterval(function () {
      showDice(
        [0, 0, 0].map(function () {
          return 1 + Math.floor(Math.random() * 6);
        }),
        true,
      );
    }, 90);
    Game.sound.play('spin');
    Promise.all([Game.call('play', { stakes: stakes }), Game.pause(700)])
      .then(function (both) {
        var round = both[0];
        var d = round.detail;
        clearInterval(spin);
        showDice(d.dice, false);
        d.winning.forEach(function (id) {
          var spot = spots.filter(function (s) {
            return ids[Number(s.dataset.bet)] === id;
          })[0];
          if (spot) spot.classList.add('won');
        });
        Cards.pushRoad(road, String(d.sum), d.sum <= 10 ? 'small' : 'big', 14);
        Game.roundPlayed(round);
        Cards.fillVerify(round);
        var said = Game.resultText(round.bet, round.win);
        result.textContent = d.dice.join(' · ') + ' = ' + d.sum + ' · ' + said.text;
        result.className = 'result ' + said.kind;
        Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
      })
      .catch(function (e) {
        clearInterval(spin);
        Game.showError(e.message);
      })
      .then(draw);
  });
  showDice([1, 2, 3], false);
  draw();
})();
