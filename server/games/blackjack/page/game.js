/* global Cards -- drawn by /games/shared/cards.js */
// Blackjack: deal, then hit, stand, double or split on the server until the round is over; a reloaded page picks up
// its open hand.
(function () {
  'use strict';
  var round = null;
  var busy = false;
  var bet = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var dHand = document.getElementById('d-hand');
  var dTotal = document.getElementById('d-total');
  var hands = document.getElementById('hands');
  var result = document.getElementById('result');
  var acts = document.getElementById('acts');
  var betting = document.getElementById('betting');
  var deal = document.getElementById('deal');
  var shown = { dealer: 0, hands: [] };
  function totalText(h) {
    return h.total > 21 ? Game.tr('{total} bust', { total: h.total }) : h.soft && h.total < 21 ? h.total - 10 + '/' + h.total : String(h.total);
  }
  function draw() {
    var open = round && round.state === 'open';
    acts.hidden = !open;
    betting.hidden = !!open;
    deal.disabled = busy;
    if (!round) {
      Cards.show(dHand, [null, null]);
      dTotal.textContent = '–';
      hands.innerHTML = '';
      var empty = document.createElement('div');
      empty.className = 'hand';
      Cards.show(empty, [null, null]);
      hands.appendChild(empty);
      return;
    }
    var dealer = open ? round.dealer.concat([null]) : round.dealer;
    Cards.show(dHand, dealer, Math.max(0, round.dealer.length - shown.dealer));
    shown.dealer = round.dealer.length;
    dTotal.textContent = String(round.dealerTotal);
    hands.innerHTML = '';
    round.hands.forEach(function (h, i) {
      var box = document.createElement('div');
      box.className = 'seat' + (open && i === round.active ? ' active' : '') + (round.hands.length > 1 ? ' two' : '');
      var head = document.createElement('h2');
      var ret = round.state === 'settled' ? round.returns[i] : null;
      head.innerHTML =
        (round.hands.length > 1 ? Game.tr('Hand {n}', { n: i + 1 }) : Game.tr('You')) +
        ' ' +
        '<span class="total">' +
        totalText(h) +
        '</span> <span class="stake">' +
        Game.peso(h.bet) +
        (h.doubled ? ' ×2' : '') +
        '</span>' +
        (ret === null
          ? ''
          : ' <span class="out ' +
            (ret > h.bet ? 'w' : ret === h.bet ? 'p' : 'l') +
            '">' +
            (ret > h.bet ? Game.tr('Win') : ret === h.bet ? Game.tr('Push') : Game.tr('Lose')) +
            '</span>');
      var cards = document.createElement('div');
      cards.className = 'hand';
      Cards.show(cards, h.cards, Math.max(0, h.cards.length - (shown.hands[i] || 0)));
      shown.hands[i] = h.cards.length;
      box.appendChild(head);
      box.appendChild(cards);
      hands.appendChild(box);
    });
    ['hit', 'stand', 'double', 'split'].forEach(function (a) {
      var b = document.getElementById('a-' + a);
      b.hidden = !open || round.actions.indexOf(a) < 0;
      b.disabled = busy;
    });
  }
  function update(r) {
    round = r;
    if (r.state === 'settled') {
      Game.roundPlayed(r);
      Cards.fillVerify(r);
      var said = Game.resultText(r.bet, r.win);
      var bj = r.hands.length === 1 && r.hands[0].cards.length === 2 && r.hands[0].total === 21 && r.win > r.bet;
      var dealerBj = r.dealer.length === 2 && r.dealerTotal === 21;
      result.textContent = (bj ? Game.tr('Blackjack!') + ' ' : dealerBj ? Game.tr('Dealer has blackjack') + ' · ' : '') + said.text;
      result.className = 'result ' + said.kind;
      Game.sound.play(said.kind === 'win' ? 'win' : 'stop');
      if (said.kind === 'win') Game.haptic(30);
    } else {
      Game.setBalance(r.balance);
      result.textContent = r.hands.length > 1 ? Game.tr('Playing hand {n}', { n: r.active + 1 }) : '';
      result.className = 'result';
    }
    draw();
  }
  function call(action, body) {
    if (busy) return;
    busy = true;
    draw();
    Game.sound.play('click');
    Game.call(action, body)
      .then(function (r) {
        busy = false;
        update(r);
      })
      .catch(function (e) {
        busy = false;
        Game.showError(e.message);
        draw();
      });
  }
  deal.addEventListener('click', function () {
    shown = { dealer: 0, hands: [] };
    result.textContent = '';
    call('blackjack-deal', { bet: bet() });
  });
  ['hit', 'stand', 'double', 'split'].forEach(function (a) {
    document.getElementById('a-' + a).addEventListener('click', function () {
      if (round) call('blackjack-' + a, { roundId: round.roundId });
    });
  });
  Game.ready.then(
    function (state) {
      if (state.blackjack) {
        round = state.blackjack;
        shown = { dealer: round.dealer.length, hands: [] };
        result.textContent = Game.tr('Your hand is still open');
      }
      draw();
    },
    function () {
      deal.disabled = true;
    },
  );
  draw();
})();
