/*
 * How the web editor reads and writes data/*.json. A list file's records are shown under one field, "records",
 * as Decap edits objects only; both formats write the repository's own style (2-space JSON and a final newline,
 * which Decap adds) so a change is a small diff, and leave out emptied optional fields rather than save "" or [].
 */
(function () {
  function withoutEmpty(value) {
    if (Array.isArray(value)) return value.map(withoutEmpty);
    if (value === null || typeof value !== "object") return value;
    var result = {};
    Object.keys(value).forEach(function (key) {
      var item = withoutEmpty(value[key]);
      var empty = item === null || item === undefined || item === "" || (Array.isArray(item) && item.length === 0);
      if (!empty) result[key] = item;
    });
    return result;
  }

  function toJson(value) {
    return JSON.stringify(withoutEmpty(value), null, 2) + "\n";
  }

  window.CMS.registerCustomFormat("data-list", "json", {
    fromFile: function (text) {
      return { records: JSON.parse(text) };
    },
    toFile: function (data) {
      return toJson(data.records || []);
    },
  });

  window.CMS.registerCustomFormat("data-record", "json", {
    fromFile: function (text) {
      return JSON.parse(text);
    },
    toFile: function (data) {
      return toJson(data);
    },
  });
})();
