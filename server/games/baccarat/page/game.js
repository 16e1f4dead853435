/* global Cards -- drawn by /games/shared/cards.js */
// Baccarat: chips on Player, Banker or Tie; one coup dealt on the server; the cards turn up as dealt, then the
// third cards, and the strip of last coups grows.
(function () {
  'use strict';
  var SPOTS = ['player', 'banker', 'tie'];
  var chip = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var deal = document.getElementById('deal');
  var result = document.getElementById('result');
  var road = document.getElementById('road');
  var bets = Cards.betSpots(SPOTS, chip, deal);
  var spots = bets.spots;
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
  deal.addEventListener('click', function () {
    deal.disabled = true;
    result.textContent = '';
    result.className = 'result';
    SPOTS.forEach(function (s) {
      spots[s].classList.remove('won');
    });
    Game.sound.play('spin');
    Game.call('play', { stakes: bets.stakes })
      .then(function (round) {
        var d = round.detail;
        // First the two cards each, then each third card in turn, as at a real table.
        Cards.show(pHand, d.player.slice(0, 2), 2);
        Cards.show(bHand, d.banker.slice(0, 2), 2);
        pTotal.textContent = String(sum(d.player.slice(0, 2)));
        bTotal.textContent = String(sum(d.banker.slice(0, 2)));
        return Game.pause(700)
          .then(function () {
            if (d.player.length > 2) {
              Cards.show(pHand, d.player, 1);
              pTotal.textContent = String(d.playerTotal);
              return Game.pause(500);
            }
          })
          .then(function () {
            if (d.banker.length > 2) {
              Cards.show(bHand, d.banker, 1);
              bTotal.textContent = String(d.bankerTotal);
              return Game.pause(500);
            }
          })
          .then(function () {
            pTotal.textContent = String(d.playerTotal);
            bTotal.textContent = String(d.bankerTotal);
            spots[d.winner].classList.add('won');
            Cards.pushRoad(road, d.winner === 'player' ? 'P' : d.winner === 'banker' ? 'B' : 'T', d.winner, 14);
            var totals = { player: d.playerTotal, banker: d.bankerTotal };
            var who = {
              tie: Game.tr('Tie {player}–{banker}', totals),
              player: Game.tr('Player wins {player}–{banker}', totals),
              banker: Game.tr('Banker wins {player}–{banker}', totals),
            }[d.winner];
            Cards.settle(result, round, who);
          });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(bets.draw);
  });
  Cards.show(pHand, [null, null]);
  Cards.show(bHand, [null, null]);
})();
