/* global Cards -- drawn by /games/shared/cards.js */
// Rocket Crash (instant): the cash-out is set before the launch; the server draws the crash point and settles; the
// page flies the rocket up the curve to the crash point, marking the cash-out when the rocket passes it.
(function () {
  'use strict';
  var canvas = document.getElementById('sky');
  var ctx = canvas.getContext('2d');
  var mult = document.getElementById('mult');
  var input = document.getElementById('cashout');
  var odds = document.getElementById('odds');
  var result = document.getElementById('result');
  var launch = document.getElementById('launch');
  var road = document.getElementById('road');
  var bet = Cards.chipPicker(document.getElementById('chips'), [100, 500, 1000, 5000]);
  var busy = false;
  function cashout() {
    var v = Math.round(parseFloat(String(input.value).replace(',', '.')) * 100);
    return isFinite(v) ? Math.min(100000, Math.max(101, v)) : 200;
  }
  function setCashout(h) {
    input.value = (Math.min(100000, Math.max(101, h)) / 100).toFixed(2);
    showOdds();
  }
  function showOdds() {
    var c = cashout() / 100;
    var chance = 97 / c;
    odds.textContent = Game.tr('Chance {chance}% · pays {amount}', {
      chance: chance.toFixed(chance < 10 ? 2 : 1),
      amount: Game.peso(Math.floor((bet() * cashout()) / 100)),
    });
  }
  document.getElementById('down').addEventListener('click', function () {
    var c = cashout();
    setCashout(c - (c > 1000 ? 100 : c > 200 ? 10 : 1));
  });
  document.getElementById('up').addEventListener('click', function () {
    var c = cashout();
    setCashout(c + (c >= 1000 ? 100 : c >= 200 ? 10 : 1));
  });
  input.addEventListener('change', function () {
    setCashout(cashout());
  });
  var presets = document.getElementById('presets');
  [150, 200, 500, 1000].forEach(function (h) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'ghost';
    b.textContent = h / 100 + '×';
    b.addEventListener('click', function () {
      setCashout(h);
    });
    presets.appendChild(b);
  });
  document.getElementById('chips').addEventListener('click', showOdds);

  var W = canvas.width;
  var H = canvas.height;
  /** Plots the flight so far: time t of total T seconds reaching multiplier m (log scale keeps any flight in view). */
  function drawSky(m, top, target, crashed) {
    ctx.clearRect(0, 0, W, H);
    ctx.strokeStyle = '#ffffff14';
    ctx.lineWidth = 1;
    for (var g = 1; g < 5; g += 1) {
      ctx.beginPath();
      ctx.moveTo(0, (H * g) / 5);
      ctx.lineTo(W, (H * g) / 5);
      ctx.stroke();
    }
    // Time runs along x (the multiplier grows exponentially with it) and the multiplier up y, so the flight curves up.
    // The cash-out line stays in view when it is not far above the flight (up to 10x).
    var maxM = Math.max(top, Math.min(target / 100, 10), 2);
    // Along x the whole flight fills the chart whatever its height.
    var xLog = Math.log(Math.max(top, 1.05));
    function y(v) {
      return H - 14 - ((v - 1) / (maxM - 1)) * (H - 40);
    }
    var frac = Math.min(1, Math.log(m) / xLog);
    var xEnd = 16 + frac * (W - 60);
    if (target / 100 <= maxM) {
      ctx.setLineDash([6, 6]);
      ctx.strokeStyle = '#22c55e';
      ctx.beginPath();
      ctx.moveTo(0, y(target / 100));
      ctx.lineTo(W, y(target / 100));
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = '#22c55e';
      ctx.font = 'bold 12px system-ui';
      ctx.fillText(Game.tr('cash-out {multiplier}×', { multiplier: (target / 100).toFixed(2) }), 8, y(target / 100) - 6);
    }
    var grad = ctx.createLinearGradient(0, H, 0, 0);
    grad.addColorStop(0, '#f5a623');
    grad.addColorStop(1, '#ef4444');
    ctx.strokeStyle = grad;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(16, y(1));
    for (var i = 1; i <= 40; i += 1) {
      var f = (i / 40) * frac;
      ctx.lineTo(16 + f * (W - 60), y(Math.exp(f * xLog)));
    }
    ctx.stroke();
    var yEnd = y(m);
    ctx.save();
    ctx.translate(xEnd, yEnd);
    if (crashed) {
      ctx.fillStyle = '#ef4444';
      for (var s = 0; s < 8; s += 1) {
        ctx.rotate(Math.PI / 4);
        ctx.beginPath();
        ctx.moveTo(0, -4);
        ctx.lineTo(4, -18);
        ctx.lineTo(-4, -18);
        ctx.fill();
      }
      ctx.fillStyle = '#ffd46b';
      ctx.beginPath();
      ctx.arc(0, 0, 8, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.rotate(-Math.PI / 4);
      ctx.fillStyle = '#f6f1ff';
      ctx.beginPath();
      ctx.moveTo(16, 0);
      ctx.quadraticCurveTo(4, -9, -10, -7);
      ctx.lineTo(-10, 7);
      ctx.quadraticCurveTo(4, 9, 16, 0);
      ctx.fill();
      ctx.fillStyle = '#8b5cf6';
      ctx.beginPath();
      ctx.arc(3, 0, 3.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#f5a623';
      ctx.beginPath();
      ctx.moveTo(-10, -5);
      ctx.lineTo(-22 - Math.random() * 6, 0);
      ctx.lineTo(-10, 5);
      ctx.fill();
    }
    ctx.restore();
  }
  function fly(crash, target) {
    // Longer flights take longer, but never more than about six seconds.
    var top = crash / 100;
    var duration = Game.motionMs(Math.min(6000, 900 + Math.log(top) * 1500));
    return new Promise(function (resolve) {
      var start = performance.now();
      var passed = false;
      function frame(now) {
        var f = duration > 0 ? Math.min(1, Math.max(0, now - start) / duration) : 1;
        var m = Math.exp(f * Math.log(top));
        mult.textContent = m.toFixed(2) + '×';
        if (!passed && m * 100 >= target) {
          passed = true;
          mult.classList.add('cashed');
          Game.haptic(20);
        }
        drawSky(m, top, target, f >= 1);
        if (f < 1) requestAnimationFrame(frame);
        else resolve();
      }
      requestAnimationFrame(frame);
    });
  }
  launch.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    launch.disabled = true;
    result.textContent = '';
    result.className = 'result';
    mult.className = 'mult';
    var target = cashout();
    Game.sound.play('spin');
    Game.call('play', { bet: bet(), cashout: target })
      .then(function (round) {
        return fly(round.detail.crash, target).then(function () {
          var crash = round.detail.crash / 100;
          mult.textContent = crash.toFixed(2) + '×';
          mult.classList.add('crashed');
          Cards.pushRoad(road, crash >= 10 ? String(Math.floor(crash)) : crash.toFixed(1), crash >= target / 100 ? 'up' : 'down', 10);
          Game.roundPlayed(round);
          Cards.fillVerify(round);
          var said = Game.resultText(round.bet, round.win);
          var cashed = said.kind === 'win';
          result.textContent = Game.tr(cashed ? 'Crashed at {crash}× · cashed out at {cashout}×, {result}' : 'Crashed at {crash}× · {result}', {
            crash: crash.toFixed(2),
            cashout: (target / 100).toFixed(2),
            result: said.text,
          });
          result.className = 'result ' + said.kind;
          Game.sound.play(said.kind === 'win' ? 'win' : 'lose');
        });
      })
      .catch(function (e) {
        Game.showError(e.message);
      })
      .then(function () {
        busy = false;
        launch.disabled = false;
      });
  });
  drawSky(1, 2, cashout(), false);
  showOdds();
})();
