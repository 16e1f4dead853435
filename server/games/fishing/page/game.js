// The fishing page every sea shares: its fish, paytable and water come from the sea's rules on the server
// (table.js, from server/games/fishing/rules.ts), so what the page shows is what the server pays.
(function () {
  var sea = window.GAME_TABLE;
  var rtp = (sea.rtp * 100).toFixed(2) + '%';
  document.title = sea.name;
  $('sea').style.background = sea.water;

  var help = document.getElementById('help').content;
  Array.prototype.forEach.call(help.querySelectorAll('[data-sea="name"]'), function (el) {
    el.textContent = sea.name;
  });
  Array.prototype.forEach.call(help.querySelectorAll('[data-sea="rtp"]'), function (el) {
    el.textContent = rtp;
  });
  var rows = help.querySelector('[data-sea="fish"]');
  sea.fish.forEach(function (fish, index) {
    var row = document.createElement('tr');
    [Game.tr(fish.name), fish.multiplier + '\u00d7', ((sea.rtp / fish.multiplier) * 100).toFixed(2) + '%'].forEach(function (text) {
      var cell = document.createElement('td');
      cell.textContent = text;
      row.appendChild(cell);
    });
    rows.appendChild(row);
    var option = document.createElement('option');
    option.value = String(index);
    option.textContent = Game.tr(fish.name) + ' (' + fish.multiplier + '\u00d7)';
    $('v-fish').appendChild(option);
  });

  function $(id) {
    return document.getElementById(id);
  }

  Fishing.start({ seed: sea.seed, fish: sea.fish });
})();
