// The slot pages' shared machine: reels as strips of drawn symbols that spin and stop one by one, win lines drawn
// over the reels (or the winning cells lit for ways games), the win counted up, a big-win moment, free spins, and a
// bet selector. Each slot page calls SlotMachine({...}) with its symbols (SVG markup) and layout; the server decides.
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var wait = function (ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  };
  // common.js, loaded first on every page, reads the system setting once.
  var reduced = Game.reducedMotion;

  /**
   * options: reels, rows, symbols (array of SVG inner markup, viewBox 0 0 64 64), names (symbol names for screen
   * readers and the win lines, already through Game.tr), lines (row per reel per payline, or null for ways), bets
   * (hundredths), bigWin (× bet, default 20).
   */
  window.SlotMachine = function (options) {
    var reelsCount = options.reels;
    var rows = options.rows;
    var lines = options.lines || null;
    var bigWinAt = options.bigWin || 20;
    var bet = options.bets[0];
    var busy = false;

    var box = document.getElementById('reels');
    var result = document.getElementById('result');
    var spinButton = document.getElementById('spin');
    var banner = document.getElementById('banner');
    box.style.setProperty('--rows', rows);
    box.style.setProperty('--reels', reelsCount);

    function symbolSvg(s) {
      return '<svg viewBox="0 0 64 64" role="img" aria-label="' + options.names[s] + '">' + options.symbols[s] + '</svg>';
    }
    function randomSymbol() {
      // Filler for the spinning strip only (what lands is the server's); the scatter and wild show up rarely here too.
      var pool =
        options.filler ||
        options.symbols.map(function (_, i) {
          return i;
        });
      return pool[Math.floor(Math.random() * pool.length)];
    }

    // Reels: a window per reel holding a strip; the strip's bottom `rows` cells are what the window shows at rest.
    var strips = [];
    var shown = [];
    for (var r = 0; r < reelsCount; r += 1) {
      var win = document.createElement('div');
      win.className = 'reel';
      var strip = document.createElement('div');
      strip.className = 'strip';
      win.appendChild(strip);
      box.appendChild(win);
      strips.push(strip);
      var start = [];
      for (var row = 0; row < rows; row += 1) start.push(options.start ? options.start[(r + row * 2) % options.start.length] : randomSymbol());
      shown.push(start);
      fillStrip(strip, start, []);
    }
    var overlay = document.createElementNS(NS, 'svg');
    overlay.setAttribute('class', 'paylines');
    overlay.setAttribute('viewBox', '0 0 ' + reelsCount * 100 + ' ' + rows * 100);
    overlay.setAttribute('preserveAspectRatio', 'none');
    overlay.setAttribute('aria-hidden', 'true');
    box.appendChild(overlay);

    /** The strip from top to bottom: the landing symbols, then filler, then what was showing (the start position). */
    function fillStrip(strip, landing, filler) {
      var html = '';
      landing.concat(filler).forEach(function (s) {
        html += '<div class="cell s' + s + '">' + symbolSvg(s) + '</div>';
      });
      strip.innerHTML = html;
      strip.style.transition = 'none';
      strip.style.transform = 'translateY(0)';
    }

    function cellsOf(reel) {
      return strips[reel].children;
    }

    /** Spins every reel and lands `grid` (reel-major), reel after reel. */
    function spinTo(grid, fast) {
      clearWins();
      var done = [];
      for (var r = 0; r < reelsCount; r += 1) {
        var landing = grid.slice(r * rows, r * rows + rows);
        var count = reduced ? 0 : (fast ? 5 : 10) + r * (fast ? 2 : 5);
        var filler = [];
        for (var i = 0; i < count; i += 1) filler.push(randomSymbol());
        var strip = strips[r];
        fillStrip(strip, landing, filler.concat(shown[r]));
        var total = rows + count + rows;
        // Start showing the old symbols (the strip's bottom), then fall until the landing symbols fill the window.
        strip.style.transform = 'translateY(' + (-(total - rows) / total) * 100 + '%)';
        void strip.offsetHeight;
        var ms = reduced ? 0 : (fast ? 300 : 620) + r * (fast ? 90 : 260);
        strip.style.transition = 'transform ' + ms + 'ms cubic-bezier(0.25, 0.1, 0.3, 1.12)';
        strip.style.transform = 'translateY(0)';
        shown[r] = landing;
        done.push(
          wait(ms).then(
            (function (reel) {
              return function () {
                fillStrip(strips[reel], shown[reel], []);
                Game.sound.play('stop');
                Game.haptic(8);
              };
            })(r),
          ),
        );
      }
      return Promise.all(done);
    }

    function clearWins() {
      overlay.innerHTML = '';
      box.classList.remove('has-win');
      Array.prototype.forEach.call(box.querySelectorAll('.hit'), function (c) {
        c.classList.remove('hit');
      });
    }

    /** Lights each win's cells and draws its payline through the whole line. */
    function showWins(wins) {
      if (!wins.length) return;
      box.classList.add('has-win');
      wins.forEach(function (w, n) {
        w.cells.forEach(function (i) {
          var reel = Math.floor(i / rows);
          cellsOf(reel)[i % rows].classList.add('hit');
        });
        if (lines && w.line >= 0) {
          var points = lines[w.line]
            .map(function (row, reel) {
              return reel * 100 + 50 + ',' + (row * 100 + 50);
            })
            .join(' ');
          var line = document.createElementNS(NS, 'polyline');
          line.setAttribute('points', points);
          line.setAttribute('class', 'payline l' + (n % 5));
          line.setAttribute('vector-effect', 'non-scaling-stroke');
          overlay.appendChild(line);
        }
      });
    }

    function describeWins(wins) {
      return wins
        .map(function (w) {
          var values = { count: w.count, symbol: options.names[w.symbol], pay: Game.peso(w.pay), line: w.line + 1, ways: w.ways };
          if (w.line >= 0) return Game.tr('line {line}: {count} {symbol} {pay}', values);
          if (w.ways > 1) return Game.tr('{count} {symbol} × {ways} ways {pay}', values);
          return Game.tr('{count} {symbol} {pay}', values);
        })
        .join(' · ');
    }

    function bigWin(amount, staked) {
      var sheet = document.getElementById('bigwin');
      var figure = sheet.querySelector('.bigwin-amount');
      // Said plainly: how many times the bet came back, not a bigger-sounding figure.
      sheet.querySelector('.bigwin-note').textContent = Game.tr('{times}× your {bet} bet · tap to continue', {
        times: Math.floor(amount / staked),
        bet: Game.peso(staked),
      });
      sheet.hidden = false;
      Game.sound.play('bigwin');
      Game.haptic(40);
      return new Promise(function (resolve) {
        var close = function () {
          sheet.hidden = true;
          sheet.removeEventListener('click', close);
          resolve();
        };
        sheet.addEventListener('click', close);
        Game.countUp(figure, amount, 1600).then(function () {
          return wait(1400).then(function () {
            if (!sheet.hidden) close();
          });
        });
      });
    }

    // The rules sheet's paytable shows each symbol as drawn on the reels.
    Array.prototype.forEach.call(document.querySelectorAll('[data-sym]'), function (td) {
      var s = Number(td.getAttribute('data-sym'));
      td.insertAdjacentHTML('afterbegin', '<svg class="sym" viewBox="0 0 64 64" aria-hidden="true">' + options.symbols[s] + '</svg> ');
    });

    // Bets.
    var bets = document.getElementById('bets');
    options.bets.forEach(function (amount) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = Game.peso(amount);
      b.setAttribute('aria-pressed', String(amount === bet));
      b.addEventListener('click', function () {
        if (busy) return;
        bet = amount;
        Game.sound.play('click');
        Array.prototype.forEach.call(bets.children, function (c) {
          c.setAttribute('aria-pressed', String(c === b));
        });
      });
      bets.appendChild(b);
    });

    function say(text, kind) {
      result.textContent = text;
      result.className = 'result' + (kind ? ' ' + kind : '');
    }

    spinButton.addEventListener('click', function () {
      if (busy) return;
      busy = true;
      spinButton.disabled = true;
      bets.classList.add('locked');
      say('', '');
      document.getElementById('detail').textContent = '';
      Game.sound.play('spin');
      Game.haptic(12);
      Game.call('play', { bet: bet })
        .then(function (round) {
          var d = round.detail;
          var total = 0;
          return spinTo(d.base.grid, false)
            .then(function () {
              showWins(d.base.wins);
              total += d.base.win;
              if (d.base.win > 0) document.getElementById('detail').textContent = describeWins(d.base.wins);
              if (!d.freeSpins.length) return;
              banner.hidden = false;
              banner.textContent = Game.tr('{count} free spins! Wins ×{multiplier}', { count: d.freeSpins.length, multiplier: d.multiplier });
              Game.sound.play('win');
              var chain = wait(900);
              d.freeSpins.forEach(function (spin, n) {
                chain = chain
                  .then(function () {
                    banner.textContent = Game.tr('Free spin {n} of {count} · wins ×{multiplier}', {
                      n: n + 1,
                      count: d.freeSpins.length,
                      multiplier: d.multiplier,
                    });
                    return spinTo(spin.grid, true);
                  })
                  .then(function () {
                    showWins(spin.wins);
                    total += spin.win;
                    document.getElementById('detail').textContent = spin.win > 0 ? describeWins(spin.wins) : '';
                    if (spin.win > 0) Game.sound.play('win');
                    say(Game.tr('Round total so far: {amount}', { amount: Game.peso(total) }), '');
                    return wait(spin.win > 0 ? 650 : 200);
                  });
              });
              return chain.then(function () {
                banner.hidden = true;
                // The reels now show the last free spin: the summary says where the round's win came from.
                document.getElementById('detail').textContent = Game.tr('Paid spin {base} · {count} free spins {free}', {
                  base: Game.peso(d.base.win),
                  count: d.freeSpins.length,
                  free: Game.peso(round.win - d.base.win),
                });
              });
            })
            .then(function () {
              Game.roundPlayed(round);
              var said = Game.resultText(round.bet, round.win);
              if (said.kind !== 'win') {
                say(said.text, said.kind);
                Game.sound.play(said.kind === 'none' ? 'lose' : 'stop');
                return;
              }
              // A real win: counted up, and a big one gets its moment; the words stay the honest result line's.
              result.className = 'result win';
              result.innerHTML = Game.tr('You won {amount}', { amount: '<span class="amount"></span>' });
              var amount = result.querySelector('.amount');
              if (round.win >= bigWinAt * round.bet) return Promise.all([bigWin(round.win, round.bet), Game.countUp(amount, round.win, 1600)]);
              Game.sound.play('win');
              return Game.countUp(amount, round.win, 700);
            });
        })
        .catch(function (e) {
          Game.showError(e.message);
        })
        .then(function () {
          busy = false;
          spinButton.disabled = false;
          bets.classList.remove('locked');
        });
    });
    Game.ready.then(null, function () {
      spinButton.disabled = true;
    });
  };
})();
