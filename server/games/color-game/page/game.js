// Color Game: chips on colours on the perya board, one roll of three colour dice on the server, winnings by
// matching dice; a strip keeps this visit's last rolls.
(function () {
  'use strict';
  // A colour's id (its test id), its face and its edge; its name is said in the page's language.
  var COLORS = [
    ['yellow', '#facc15', '#a16207'],
    ['white', '#f8fafc', '#94a3b8'],
    ['pink', '#f472b6', '#9d174d'],
    ['blue', '#3b82f6', '#1e3a8a'],
    ['red', '#ef4444', '#7f1d1d'],
    ['green', '#22c55e', '#14532d'],
  ];
  var NAMES = [Game.tr('Yellow'), Game.tr('White'), Game.tr('Pink'), Game.tr('Blue'), Game.tr('Red'), Game.tr('Green')];
  var NS = 'http://www.w3.org/2000/svg';
  var CHIPS = [100, 500, 1000, 5000];
  var chip = CHIPS[0];
  var stakes = [0, 0, 0, 0, 0, 0];
  var board = document.getElementById('board');
  var result = document.getElementById('result');
  var roll = document.getElementById('roll');
  var road = document.getElementById('road');
  var dice = Array.prototype.slice.call(document.querySelectorAll('.die'));
  function node(name, attrs) {
    var n = document.createElementNS(NS, name);
    for (var k in attrs) n.setAttribute(k, attrs[k]);
    return n;
  }
  /** A die drawn as a cube: the rolled colour on its front, two other colours on its top and side. */
  function drawDie(box, front, top, side) {
    box.innerHTML = '';
    var svg = node('svg', { viewBox: '0 0 64 64', width: 64, height: 64, role: 'img', 'aria-label': NAMES[front] });
    svg.appendChild(node('path', { d: 'M8 18 L22 6 L58 6 L44 18 Z', fill: COLORS[top][1], stroke: '#0006', 'stroke-width': 1 }));
    svg.appendChild(node('path', { d: 'M44 18 L58 6 L58 44 L44 56 Z', fill: COLORS[side][2], stroke: '#0006', 'stroke-width': 1 }));
    svg.appendChild(node('rect', { x: 8, y: 18, width: 36, height: 38, rx: 4, fill: COLORS[front][1], stroke: '#0006', 'stroke-width': 1 }));
    svg.appendChild(node('rect', { x: 12, y: 22, width: 28, height: 8, rx: 3, fill: '#ffffff55' }));
    box.appendChild(svg);
  }
  var tiles = COLORS.map(function (c, i) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'tile';
    b.style.background = 'radial-gradient(circle at 35% 30%, #ffffff66, transparent 45%), ' + c[1];
    b.style.boxShadow = 'inset 0 -5px 0 ' + c[2];
    b.setAttribute('data-testid', 'color-' + c[0]);
    b.addEventListener('click', function () {
      stakes[i] += chip;
      Game.haptic(8);
      Game.sound.play('click');
      draw();
    });
    board.appendChild(b);
    return b;
  });
  function draw() {
    tiles.forEach(function (t, i) {
      t.textContent = NAMES[i] + (stakes[i] ? '\n' + Game.peso(stakes[i]) : '');
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
  function pushRoll(faces) {
    var group = document.createElement('span');
    group.className = 'roll-dots';
    faces.forEach(function (f) {
      var dot = document.createElement('span');
      dot.style.background = COLORS[f][1];
      dot.title = NAMES[f];
      group.appendChild(dot);
    });
    road.insertBefore(group, road.firstChild);
    while (road.children.length > 10) road.removeChild(road.lastChild);
  }
  function scramble() {
    dice.forEach(function (d) {
      var f = Math.floor(Math.random() * 6);
      drawDie(d, f, (f + 2) % 6, (f + 4) % 6);
    });
  }
  roll.addEventListener('click', function () {
    roll.disabled = true;
    result.textContent = '';
    result.className = 'result';
    tiles.forEach(function (t) {
      t.classList.remove('won');
    });
    dice.forEach(function (d) {
      d.classList.add('rolling');
    });
    var spin = setInterval(scramble, 100);
    Game.sound.play('spin');
    Promise.all([Game.call('play', { stakes: stakes }), Game.pause(700)])
      .then(function (both) {
        var round = both[0];
        clearInterval(spin);
        dice.forEach(function (d, i) {
          d.classList.remove('rolling');
          var f = round.detail.dice[i];
          drawDie(d, f, (f + 1 + i) % 6, (f + 3 + i) % 6);
          tiles[f].classList.add('won');
        });
        pushRoll(round.detail.dice);
        Game.roundPlayed(round);
        var said = Game.resultText(round.bet, round.win);
        result.textContent = said.kind === 'none' ? Game.tr('No colour matched') : said.text;
        result.className = 'result ' + said.kind;
        Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
      })
      .catch(function (e) {
        clearInterval(spin);
        dice.forEach(function (d) {
          d.classList.remove('rolling');
        });
        Game.showError(e.message);
      })
      .then(draw);
  });
  dice.forEach(function (d, i) {
    drawDie(d, i * 2, (i * 2 + 1) % 6, (i * 2 + 3) % 6);
  });
  draw();
})();
