// Punto Banco Live: the shared table's two hands, dealt card by card; bets, countdown and results from shared/live.js.
(function () {
  'use strict';
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var SUITS = ['\u2660', '\u2665', '\u2666', '\u2663'];
  var NAMES = [Game.tr('Player'), Game.tr('Banker'), Game.tr('Tie')];
  var LETTERS = ['P', 'B', 'T'];
  var timers = [];
  function hand(who) {
    return document.querySelector('#hand-' + who + ' .cards');
  }
  function card(rank, n) {
    var c = document.createElement('span');
    // The suit is only for show (the rules use ranks); it varies with the card's place so hands look dealt.
    var suit = SUITS[(rank + n) % 4];
    c.className = 'card' + (suit === '\u2665' || suit === '\u2666' ? ' red' : '');
    c.textContent = RANKS[rank] + suit;
    return c;
  }
  function clear() {
    timers.forEach(clearTimeout);
    timers = [];
    ['player', 'banker'].forEach(function (who) {
      hand(who).textContent = '';
      document.getElementById('total-' + who).textContent = '';
      document.getElementById('hand-' + who).classList.remove('won');
    });
  }
  Live.start({
    options: [
      { id: 'player', label: Game.tr('Player 1:1'), className: 'p' },
      { id: 'banker', label: Game.tr('Banker 0.95:1'), className: 'b' },
      { id: 'tie', label: Game.tr('Tie 8:1'), className: 't' },
    ],
    drawResult: function (result, animate) {
      clear();
      if (!result) return;
      // Dealing order: Player, Banker, Player, Banker, then any third cards.
      var order = [
        ['player', 0],
        ['banker', 0],
        ['player', 1],
        ['banker', 1],
      ];
      if (result.player.length > 2) order.push(['player', 2]);
      if (result.banker.length > 2) order.push(['banker', 2]);
      order.forEach(function (step, n) {
        timers.push(
          setTimeout(
            function () {
              hand(step[0]).appendChild(card(result[step[0]][step[1]], n));
              Game.sound.play('stop');
            },
            animate ? 350 * n : 0,
          ),
        );
      });
      timers.push(
        setTimeout(
          function () {
            document.getElementById('total-player').textContent = String(result.playerTotal);
            document.getElementById('total-banker').textContent = String(result.bankerTotal);
            if (result.winner < 2) document.getElementById('hand-' + (result.winner === 0 ? 'player' : 'banker')).classList.add('won');
          },
          animate ? 350 * order.length : 0,
        ),
      );
    },
    stripItem: function (result, chip) {
      chip.textContent = LETTERS[result.winner];
      chip.classList.add(['p', 'b', 't'][result.winner]);
      chip.setAttribute('aria-label', NAMES[result.winner]);
    },
  });
})();
