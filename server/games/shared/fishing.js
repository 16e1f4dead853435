// Shared by the fishing pages: a canvas sea whose fish swim on seeded paths (a show only), a cannon that turns to
// where the player taps, a bullet per shot, and a fish that dies (with a coin burst) only when the server says the
// shot caught it. A page calls Fishing.start({ fish: [{ name, multiplier, school, color, accent }], water }).
(function () {
  'use strict';
  var BETS = [10, 20, 50, 100, 200, 500, 1000];
  var $ = function (id) {
    return document.getElementById(id);
  };

  /** A small seeded generator: the same sea for everyone opening the page, nothing to do with any result. */
  function seeded(seed) {
    return function () {
      seed = (seed + 0x6d2b79f5) | 0;
      var t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function start(config) {
    var canvas = $('sea');
    var ctx = canvas.getContext('2d');
    var rand = seeded(config.seed || 7);
    var W = 360;
    var H = 360;
    var fish = [];
    var bullets = [];
    var bursts = [];
    var betIndex = 3;
    var busy = false;
    var aim = -Math.PI / 2;
    var reduced = Game.reducedMotion;
    var schoolTotal = config.fish.reduce(function (a, f) {
      return a + f.school;
    }, 0);

    function size(type) {
      return 11 + 4.2 * Math.log2(config.fish[type].multiplier);
    }
    function resize() {
      var ratio = window.devicePixelRatio || 1;
      W = canvas.clientWidth;
      H = canvas.clientHeight;
      canvas.width = Math.round(W * ratio);
      canvas.height = Math.round(H * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    }
    function spawn(type, anywhere) {
      if (type === undefined) {
        var r = rand() * schoolTotal;
        type = 0;
        while (r >= config.fish[type].school && type < config.fish.length - 1) {
          r -= config.fish[type].school;
          type += 1;
        }
      }
      var left = rand() < 0.5;
      var s = size(type);
      var speed = (18 + rand() * 26) / (1 + type * 0.12);
      fish.push({
        type: type,
        x: anywhere ? s + rand() * (W - 2 * s) : left ? -s * 2 : W + s * 2,
        y: 30 + rand() * (H - 130),
        vx: left ? speed : -speed,
        wobble: rand() * 6.28,
        dying: 0,
      });
    }

    function drawFish(f, t) {
      var kind = config.fish[f.type];
      var s = size(f.type);
      var y = f.y + Math.sin(t / 700 + f.wobble) * 6;
      f.drawY = y;
      ctx.save();
      ctx.translate(f.x, y);
      if (f.vx < 0) ctx.scale(-1, 1);
      if (f.dying) {
        var k = Math.min(1, (t - f.dying) / 600);
        ctx.globalAlpha = 1 - k;
        ctx.rotate(k * 3);
        ctx.scale(1 + k * 0.4, 1 + k * 0.4);
      }
      var swish = Math.sin(t / 120 + f.wobble) * s * 0.18;
      ctx.fillStyle = kind.accent;
      ctx.beginPath();
      ctx.moveTo(-s * 0.8, 0);
      ctx.lineTo(-s * 1.6, -s * 0.6 + swish);
      ctx.lineTo(-s * 1.6, s * 0.6 + swish);
      ctx.closePath();
      ctx.fill();
      var body = ctx.createLinearGradient(0, -s * 0.6, 0, s * 0.6);
      body.addColorStop(0, kind.accent);
      body.addColorStop(0.45, kind.color);
      body.addColorStop(1, kind.color);
      ctx.fillStyle = body;
      ctx.beginPath();
      ctx.ellipse(0, 0, s, s * 0.58, 0, 0, 6.283);
      ctx.fill();
      ctx.fillStyle = kind.accent;
      ctx.beginPath();
      ctx.moveTo(-s * 0.2, -s * 0.5);
      ctx.quadraticCurveTo(s * 0.1, -s * 1.05, s * 0.4, -s * 0.45);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(s * 0.55, -s * 0.12, s * 0.17, 0, 6.283);
      ctx.fill();
      ctx.fillStyle = '#111';
      ctx.beginPath();
      ctx.arc(s * 0.6, -s * 0.12, s * 0.08, 0, 6.283);
      ctx.fill();
      ctx.restore();
      if (!f.dying) {
        ctx.font = '700 11px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.fillStyle = '#fde68a';
        ctx.fillText('\u00d7' + kind.multiplier, f.x, y - s * 0.75 - 3);
      }
    }

    function drawCannon() {
      var cx = W / 2;
      var cy = H - 14;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(aim + Math.PI / 2);
      var barrel = ctx.createLinearGradient(-9, 0, 9, 0);
      barrel.addColorStop(0, '#a86a00');
      barrel.addColorStop(0.5, '#ffd46b');
      barrel.addColorStop(1, '#a86a00');
      ctx.fillStyle = barrel;
      ctx.fillRect(-9, -46, 18, 46);
      ctx.fillStyle = '#f5b82e';
      ctx.fillRect(-11, -50, 22, 8);
      ctx.restore();
      ctx.fillStyle = '#3b2f6b';
      ctx.beginPath();
      ctx.arc(cx, cy + 6, 28, Math.PI, 0);
      ctx.fill();
      ctx.strokeStyle = '#f5b82e';
      ctx.lineWidth = 3;
      ctx.stroke();
    }

    var last = performance.now();
    function frame(t) {
      var dt = Math.min(0.05, (t - last) / 1000);
      last = t;
      ctx.clearRect(0, 0, W, H);
      // Light rays in the water.
      ctx.fillStyle = config.ray || '#ffffff08';
      for (var i = 0; i < 4; i += 1) {
        ctx.beginPath();
        var x = ((i * W) / 4 + t / 90) % (W + 80);
        ctx.moveTo(x - 40, 0);
        ctx.lineTo(x, 0);
        ctx.lineTo(x - 90, H);
        ctx.lineTo(x - 160, H);
        ctx.fill();
      }
      var motion = reduced ? 0.35 : 1;
      fish = fish.filter(function (f) {
        if (f.dying) return t - f.dying < 600;
        if (!f.locked) f.x += f.vx * dt * motion;
        return f.x > -size(f.type) * 3 && f.x < W + size(f.type) * 3;
      });
      while (fish.length < (config.count || 9)) spawn();
      fish.forEach(function (f) {
        drawFish(f, t);
      });
      bullets = bullets.filter(function (b) {
        var k = Math.min(1, (t - b.at) / b.ms);
        var tx = b.target.x;
        var ty = b.target.drawY || b.target.y;
        var x = b.x0 + (tx - b.x0) * k;
        var y = b.y0 + (ty - b.y0) * k;
        ctx.fillStyle = '#fff7c2';
        ctx.shadowColor = '#f5b82e';
        ctx.shadowBlur = 12;
        ctx.beginPath();
        ctx.arc(x, y, 5, 0, 6.283);
        ctx.fill();
        ctx.shadowBlur = 0;
        if (k >= 1 && !b.arrived) {
          b.arrived = true;
          b.onArrive();
        }
        return k < 1;
      });
      bursts = bursts.filter(function (p) {
        var k = (t - p.at) / p.ms;
        if (k >= 1) return false;
        if (p.kind === 'coin') {
          var x = p.x + p.vx * k * 60;
          var y = p.y + p.vy * k * 60 + 80 * k * k;
          ctx.fillStyle = '#f5b82e';
          ctx.beginPath();
          ctx.ellipse(x, y, 5, 5 * Math.abs(Math.cos(k * 12)), 0, 0, 6.283);
          ctx.fill();
        } else if (p.kind === 'text') {
          ctx.globalAlpha = 1 - k;
          ctx.font = '800 18px system-ui, sans-serif';
          ctx.textAlign = 'center';
          ctx.fillStyle = '#fde68a';
          ctx.fillText(p.text, p.x, p.y - k * 40);
          ctx.globalAlpha = 1;
        } else {
          ctx.strokeStyle = 'rgba(200,230,255,' + (1 - k) + ')';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.arc(p.x, p.y, 6 + k * 22, 0, 6.283);
          ctx.stroke();
        }
        return true;
      });
      drawCannon();
      requestAnimationFrame(frame);
    }

    function nearestOf(type) {
      var best = null;
      fish.forEach(function (f) {
        if (f.dying || f.type !== type || f.x < 0 || f.x > W) return;
        if (!best || Math.abs(f.x - W / 2) < Math.abs(best.x - W / 2)) best = f;
      });
      if (!best) {
        spawn(type, true);
        best = fish[fish.length - 1];
      }
      return best;
    }

    function shoot(target) {
      if (busy) return;
      busy = true;
      setButtons();
      var bet = BETS[betIndex];
      var x0 = W / 2;
      var y0 = H - 14;
      aim = Math.atan2((target.drawY || target.y) - y0, target.x - x0);
      // The fish holds still under fire so the bullet and the answer meet it where the player aimed.
      target.locked = true;
      Game.haptic(10);
      Game.sound.play('click');
      var arrived = new Promise(function (resolve) {
        bullets.push({ x0: x0 + Math.cos(aim) * 48, y0: y0 + Math.sin(aim) * 48, target: target, at: performance.now(), ms: 320, onArrive: resolve });
      });
      Promise.all([Game.call('play', { bet: bet, fish: target.type }), arrived])
        .then(function (both) {
          var round = both[0];
          var ty = target.drawY || target.y;
          if (round.detail.hit) {
            target.dying = performance.now();
            for (var i = 0; i < 14; i += 1) {
              var a = (i / 14) * 6.283;
              bursts.push({
                kind: 'coin',
                x: target.x,
                y: ty,
                vx: Math.cos(a) * (1 + Math.random()),
                vy: Math.sin(a) * (1 + Math.random()) - 1,
                at: performance.now(),
                ms: 900,
              });
            }
            bursts.push({ kind: 'text', text: '+' + Game.peso(round.win), x: target.x, y: ty, at: performance.now(), ms: 1200 });
            Game.sound.play(round.detail.multiplier >= 20 ? 'bigwin' : 'win');
            Game.haptic(30);
          } else {
            target.locked = false;
            bursts.push({ kind: 'splash', x: target.x, y: ty, at: performance.now(), ms: 450 });
          }
          Game.roundPlayed(round);
          $('v-nonce').value = String(round.nonce);
          $('v-fish').value = String(target.type);
          var said = Game.resultText(round.bet, round.win);
          var caught = Game.tr(config.fish[target.type].name);
          $('result').textContent = round.detail.hit
            ? Game.tr('Caught the {fish}! {result}', { fish: caught, result: said.text })
            : Game.tr('Missed the {fish}', { fish: caught });
          $('result').className = 'result ' + said.kind;
        })
        .catch(function (e) {
          target.locked = false;
          Game.showError(e.message);
        })
        .then(function () {
          busy = false;
          setButtons();
        });
    }

    canvas.addEventListener('pointerdown', function (event) {
      var rect = canvas.getBoundingClientRect();
      var px = event.clientX - rect.left;
      var py = event.clientY - rect.top;
      var best = null;
      var bestD = Infinity;
      fish.forEach(function (f) {
        if (f.dying) return;
        var d = Math.hypot(f.x - px, (f.drawY || f.y) - py);
        if (d < size(f.type) * 1.4 + 10 && d < bestD) {
          best = f;
          bestD = d;
        }
      });
      aim = Math.atan2(py - (H - 14), px - W / 2);
      if (best) shoot(best);
      else {
        $('result').textContent = Game.tr('Tap a fish to shoot at it');
        $('result').className = 'result';
      }
    });

    var targets = $('targets');
    config.fish.forEach(function (kind, type) {
      var b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('data-testid', 'shoot-' + type);
      b.innerHTML = '<i></i><span></span><b></b>';
      b.querySelector('i').style.background = kind.color;
      // A fish's name is the sea's data (table.js): the page's table has each sea's names.
      b.querySelector('span').textContent = Game.tr(kind.name);
      b.querySelector('b').textContent = '\u00d7' + kind.multiplier;
      b.setAttribute('aria-label', Game.tr('Shoot a {fish}, pays {multiplier} times the bet', { fish: Game.tr(kind.name), multiplier: kind.multiplier }));
      b.addEventListener('click', function () {
        shoot(nearestOf(type));
      });
      targets.appendChild(b);
    });

    function setButtons() {
      $('bet').textContent = Game.peso(BETS[betIndex]);
      $('less').disabled = busy || betIndex === 0;
      $('more').disabled = busy || betIndex === BETS.length - 1;
      Array.prototype.forEach.call(targets.children, function (b) {
        b.disabled = busy;
      });
    }
    $('less').addEventListener('click', function () {
      betIndex = Math.max(0, betIndex - 1);
      setButtons();
    });
    $('more').addEventListener('click', function () {
      betIndex = Math.min(BETS.length - 1, betIndex + 1);
      setButtons();
    });

    resize();
    window.addEventListener('resize', resize);
    for (var n = 0; n < (config.count || 9); n += 1) spawn(undefined, true);
    setButtons();
    requestAnimationFrame(frame);
  }

  window.Fishing = { start: start };
})();
