/* global Cards -- drawn by /games/shared/cards.js */
// Dragon vs Tiger: chips on Dragon, Tiger or Tie; one card each from the server; the higher card wins.
(function () {
  'use strict';
  var SPOTS = ['dragon', 'tiger', 'tie'];
  var chip = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var deal = document.getElementById('deal');
  var result = document.getElementById('result');
  var road = document.getElementById('road');
  var dHand = document.getElementById('d-hand');
  var tHand = document.getElementById('t-hand');
  var bets = Cards.betSpots(SPOTS, chip, deal);
  var spots = bets.spots;
  deal.addEventListener('click', function () {
    deal.disabled = true;
    result.textContent = '';
    result.className = 'result';
    SPOTS.forEach(function (s) {
      spots[s].classList.remove('won');
    });
    document.querySelector('.dragon').classList.remove('lead');
    document.querySelector('.tiger').classList.remove('lead');
    Game.sound.play('spin');
    Game.call('play', { stakes: bets.stakes })
      .then(function (round) {
        var d = round.detail;
        Cards.show(dHand, [d.dragon], 1);
        Cards.show(tHand, [null]);
        return Game.pause(600).then(function () {
          Cards.show(tHand, [d.tiger], 1);
          return Game.pause(450).then(function () {
            spots[d.winner].classList.add('won');
            if (d.winner !== 'tie') document.querySelector('.' + d.winner).classList.add('lead');
            Cards.pushRoad(road, d.winner === 'dragon' ? 'D' : d.winner === 'tiger' ? 'T' : '=', d.winner, 14);
            Cards.settle(result, round, { tie: Game.tr('Tie'), dragon: Game.tr('Dragon wins'), tiger: Game.tr('Tiger wins') }[d.winner]);
          });
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(bets.draw);
  });
  Cards.show(dHand, [null]);
  Cards.show(tHand, [null]);
})();
