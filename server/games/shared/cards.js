// Playing cards drawn as SVG for the table games (Baccarat, Blackjack, Dragon Tiger), and the chip picker they share.
// A card is its index in an ordered shoe, as the server sends it: rank = card % 13 (0 ace … 12 king),
// suit = floor(card / 13) % 4 (spades, hearts, diamonds, clubs).
(function () {
  'use strict';
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = ['\u2660', '\u2665', '\u2666', '\u2663'];
  /** A face's label, through the page's language table (Game.tr) with the rank filled in. */
  var NAMES = ['{rank} of spades', '{rank} of hearts', '{rank} of diamonds', '{rank} of clubs'];
  var NS = 'http://www.w3.org/2000/svg';

  function el(name, attrs, text) {
    var node = document.createElementNS(NS, name);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** A card face (or its back when `card` is null) as an <svg> 60×84, scaled by CSS. */
  function cardSvg(card) {
    var svg = el('svg', { viewBox: '0 0 60 84', class: 'card', role: 'img' });
    if (card === null || card === undefined) {
      svg.setAttribute('aria-label', Game.tr('Face-down card'));
      svg.appendChild(el('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#3b1f7a', stroke: '#f5b82e', 'stroke-width': 2 }));
      svg.appendChild(el('rect', { x: 7, y: 7, width: 46, height: 70, rx: 4, fill: 'none', stroke: '#f5b82e88', 'stroke-width': 1.5 }));
      svg.appendChild(el('path', { d: 'M30 22 L44 42 L30 62 L16 42 Z', fill: '#f5b82e' }));
      svg.appendChild(el('circle', { cx: 30, cy: 42, r: 5, fill: '#3b1f7a' }));
      return svg;
    }
    var rank = RANKS[card % 13];
    var suit = Math.floor(card / 13) % 4;
    var red = suit === 1 || suit === 2;
    var ink = red ? '#d0213a' : '#1b1435';
    svg.setAttribute('aria-label', Game.tr(NAMES[suit], { rank: rank }));
    svg.appendChild(el('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fffaf0', stroke: '#d9cfa8', 'stroke-width': 1.5 }));
    svg.appendChild(
      el('text', { x: 6, y: 19, 'font-size': rank === '10' ? 15 : 17, 'font-weight': 800, fill: ink, 'font-family': 'system-ui, sans-serif' }, rank),
    );
    svg.appendChild(el('text', { x: 6, y: 33, 'font-size': 13, fill: ink }, SUITS[suit]));
    var big = el('text', { x: 36, y: 66, 'font-size': 34, 'text-anchor': 'middle', fill: ink }, SUITS[suit]);
    svg.appendChild(big);
    if (card % 13 >= 10) {
      // Pictures carry a crown over the big pip, so J, Q and K read apart from the tens at a glance.
      svg.appendChild(el('path', { d: 'M24 36 L27 28 L32 33 L36 26 L40 33 L45 28 L48 36 Z', fill: '#f5b82e', stroke: '#a86a00', 'stroke-width': 1 }));
    }
    return svg;
  }

  /** Replaces the children of `box` with the cards; the last `fresh` of them slide in as if just dealt. */
  function showCards(box, cards, fresh) {
    box.innerHTML = '';
    cards.forEach(function (c, i) {
      var svg = cardSvg(c);
      if (fresh && i >= cards.length - fresh) {
        svg.classList.add('dealt');
        svg.style.animationDelay = (i - (cards.length - fresh)) * 0.18 + 's';
      }
      box.appendChild(svg);
    });
  }

  /** A row of chip buttons in `box`; calls `onPick(amount)` and returns the picked amount's getter. */
  function chipPicker(box, amounts, onPick) {
    var picked = amounts[0];
    amounts.forEach(function (amount) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'chip';
      b.textContent = Game.peso(amount).replace('.00', '');
      b.setAttribute('aria-pressed', String(amount === picked));
      b.addEventListener('click', function () {
        picked = amount;
        Array.prototype.forEach.call(box.children, function (c) {
          c.setAttribute('aria-pressed', String(c === b));
        });
        Game.haptic(8);
        if (onPick) onPick(amount);
      });
      box.appendChild(b);
    });
    return function () {
      return picked;
    };
  }

  /** Adds a result to a strip of the last rounds (newest first, at most `max`). */
  function pushRoad(strip, label, kind, max) {
    var dot = document.createElement('span');
    dot.className = 'road-dot ' + kind;
    dot.textContent = label;
    strip.insertBefore(dot, strip.firstChild);
    while (strip.children.length > (max || 16)) strip.removeChild(strip.lastChild);
  }

  /** Fills the verify form with the round just played (its nonce and client seed); the server seed comes at rotation. */
  function fillVerify(round) {
    var nonce = document.getElementById('v-nonce');
    var client = document.getElementById('v-client');
    if (nonce) nonce.value = String(round.nonce);
    if (client && round.clientSeed) client.value = round.clientSeed;
  }

  /**
   * Chips on named spots (`#spot-<name>`, each with a `.stake`): a tap adds the picked chip, `#clear` empties them, and
   * `button` is enabled while anything is staked. Answers the stakes by name, and `draw` to refresh after a round.
   */
  function betSpots(names, chip, button) {
    var stakes = {};
    var spots = {};
    function draw() {
      var any = false;
      names.forEach(function (n) {
        spots[n].querySelector('.stake').textContent = stakes[n] ? Game.peso(stakes[n]) : '';
        if (stakes[n]) any = true;
      });
      button.disabled = !any;
    }
    function reset() {
      names.forEach(function (n) {
        stakes[n] = 0;
      });
      draw();
    }
    names.forEach(function (n) {
      spots[n] = document.getElementById('spot-' + n);
      spots[n].addEventListener('click', function () {
        stakes[n] += chip();
        Game.sound.play('click');
        Game.haptic(8);
        draw();
      });
    });
    document.getElementById('clear').addEventListener('click', reset);
    reset();
    return { stakes: stakes, spots: spots, draw: draw };
  }

  /** A settled round in words (a return that is not a win is said plainly), its sound, and the verify fields filled. */
  function settle(result, round, who) {
    Game.roundPlayed(round);
    fillVerify(round);
    var said = Game.resultText(round.bet, round.win);
    result.textContent = who + ' · ' + said.text;
    result.className = 'result ' + said.kind;
    Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
    if (said.kind === 'win') Game.haptic(30);
  }

  window.Cards = {
    svg: cardSvg,
    show: showCards,
    chipPicker: chipPicker,
    betSpots: betSpots,
    settle: settle,
    pushRoad: pushRoad,
    fillVerify: fillVerify,
    RANKS: RANKS,
    SUITS: SUITS,
  };
})();
