/* global Cards -- drawn by /games/shared/cards.js */
// Baccarat: chips on Player, Banker or Tie; one coup dealt on the server; the cards turn up as dealt, then the
// third cards, and the strip of last coups grows.
(function () {
  'use strict';
  var SPOTS = ['player', 'banker', 'tie'];
  var stakes = { player: 0, banker: 0, tie: 0 };
  var chip = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var deal = document.getElementById('deal');
  var result = document.getElementById('result');
  var road = document.getElementById('road');
  var spots = {};
  SPOTS.forEach(function (s) {
    spots[s] = document.getElementById('spot-' + s);
    spots[s].addEventListener('click', function () {
      stakes[s] += chip();
      Game.sound.play('click');
      Game.haptic(8);
      draw();
    });
  });
  function draw() {
    SPOTS.forEach(function (s) {
      spots[s].querySelector('.stake').textContent = stakes[s] ? Game.peso(stakes[s]) : '';
    });
    deal.disabled = !(stakes.player || stakes.banker || stakes.tie);
  }
  document.getElementById('clear').addEventListener('click', function () {
    stakes = { player: 0, banker: 0, tie: 0 };
    draw();
  });
  var pHand = document.getElementById('p-hand');
  var bHand = document.getElementById('b-hand');
  var pTotal = document.getElementById('p-total');
  var bTotal = document.getElementById('b-total');
  function point(card) {
    var r = card % 13;
    return r >= 9 ? 0 : r + 1;
  }
  function sum(cards) {
    return (
      cards.reduce(function (a, c) {
        return a + point(c);
      }, 0) % 10
    );
  }
  function wait(ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  }
  deal.addEventListener('click', function () {
    deal.disabled = true;
    result.textContent = '';
    result.className = 'result';
    SPOTS.forEach(function (s) {
      spots[s].classList.remove('won');
    });
    Game.sound.play('spin');
    Game.call('play', { stakes: stakes })
      .then(function (round) {
        var d = round.detail;
        // First the two cards each, then each third card in turn, as at a real table.
        Cards.show(pHand, d.player.slice(0, 2), 2);
        Cards.show(bHand, d.banker.slice(0, 2), 2);
        pTotal.textContent = String(sum(d.player.slice(0, 2)));
        bTotal.textContent = String(sum(d.banker.slice(0, 2)));
        return wait(700)
          .then(function () {
            if (d.player.length > 2) {
              Cards.show(pHand, d.player, 1);
              pTotal.textContent = String(d.playerTotal);
              return wait(500);
            }
          })
          .then(function () {
            if (d.banker.length > 2) {
              Cards.show(bHand, d.banker, 1);
              bTotal.textContent = String(d.bankerTotal);
              return wait(500);
            }
          })
          .then(function () {
            pTotal.textContent = String(d.playerTotal);
            bTotal.textContent = String(d.bankerTotal);
            spots[d.winner].classList.add('won');
            Cards.pushRoad(road, d.winner === 'player' ? 'P' : d.winner === 'banker' ? 'B' : 'T', d.winner, 14);
            Game.roundPlayed(round);
            Cards.fillVerify(round);
            var said = Game.resultText(round.bet, round.win);
            var who = d.winner === 'tie' ? 'Tie' : d.winner === 'player' ? 'Player wins' : 'Banker wins';
            result.textContent = who + ' ' + d.playerTotal + '–' + d.bankerTotal + ' · ' + said.text;
            result.className = 'result ' + said.kind;
            Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
            if (said.kind === 'win') Game.haptic(30);
          });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(draw);
  });
  Cards.show(pHand, [null, null]);
  Cards.show(bHand, [null, null]);
  draw();
})();
