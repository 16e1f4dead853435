/* global Cards -- drawn by /games/shared/cards.js */
// Dragon vs Tiger: chips on Dragon, Tiger or Tie; one card each from the server; the higher card wins.
(function () {
  'use strict';
  var SPOTS = ['dragon', 'tiger', 'tie'];
  var stakes = { dragon: 0, tiger: 0, tie: 0 };
  var chip = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var deal = document.getElementById('deal');
  var result = document.getElementById('result');
  var road = document.getElementById('road');
  var dHand = document.getElementById('d-hand');
  var tHand = document.getElementById('t-hand');
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
    deal.disabled = !(stakes.dragon || stakes.tiger || stakes.tie);
  }
  document.getElementById('clear').addEventListener('click', function () {
    stakes = { dragon: 0, tiger: 0, tie: 0 };
    draw();
  });
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
    Game.call('play', { stakes: stakes })
      .then(function (round) {
        var d = round.detail;
        Cards.show(dHand, [d.dragon], 1);
        Cards.show(tHand, [null]);
        return new Promise(function (r) {
          setTimeout(r, 600);
        }).then(function () {
          Cards.show(tHand, [d.tiger], 1);
          return new Promise(function (r) {
            setTimeout(r, 450);
          }).then(function () {
            spots[d.winner].classList.add('won');
            if (d.winner !== 'tie') document.querySelector('.' + d.winner).classList.add('lead');
            Cards.pushRoad(road, d.winner === 'dragon' ? 'D' : d.winner === 'tiger' ? 'T' : '=', d.winner, 14);
            Game.roundPlayed(round);
            Cards.fillVerify(round);
            var said = Game.resultText(round.bet, round.win);
            var who = d.winner === 'tie' ? 'Tie' : d.winner === 'dragon' ? 'Dragon wins' : 'Tiger wins';
            result.textContent = who + ' · ' + said.text;
            result.className = 'result ' + said.kind;
            Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
          });
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(draw);
  });
  Cards.show(dHand, [null]);
  Cards.show(tHand, [null]);
  draw();
})();
