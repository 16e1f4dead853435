// Live Color Game: the shared table's three colour dice; bets, countdown and results come from shared/live.js.
(function () {
  'use strict';
  var COLORS = [
    ['yellow', Game.tr('Yellow'), '#facc15'],
    ['white', Game.tr('White'), '#f8fafc'],
    ['pink', Game.tr('Pink'), '#f472b6'],
    ['blue', Game.tr('Blue'), '#3b82f6'],
    ['red', Game.tr('Red'), '#ef4444'],
    ['green', Game.tr('Green'), '#22c55e'],
  ];
  var dice = document.querySelectorAll('.die');
  Live.start({
    options: COLORS.map(function (c) {
      return { id: c[0], label: c[1], className: 'c-' + c[0] };
    }),
    drawResult: function (result, animate) {
      Array.prototype.forEach.call(dice, function (d, i) {
        d.classList.remove('rolling');
        if (!result) {
          d.style.background = '';
          d.title = '';
          return;
        }
        if (animate) d.classList.add('rolling');
        setTimeout(
          function () {
            d.classList.remove('rolling');
            d.style.background = COLORS[result.dice[i]][2];
            d.title = COLORS[result.dice[i]][1];
          },
          animate ? 900 + i * 250 : 0,
        );
      });
      if (animate) Game.sound.play('spin');
    },
    stripItem: function (result, chip) {
      chip.classList.add('dots');
      chip.setAttribute(
        'aria-label',
        result.dice
          .map(function (d) {
            return COLORS[d][1];
          })
          .join(', '),
      );
      result.dice.forEach(function (d) {
        var dot = document.createElement('i');
        dot.style.background = COLORS[d][2];
        chip.appendChild(dot);
      });
    },
  });
})();
