/*
 * The content model's length limits in the web editor (gatsby/content-model/limits.ts). A text with a limit is
 * edited in Decap's own control with a count of the characters left under it, updated as the editor types, and
 * is refused on saving with the build's message. Totals over a list or a whole file (`max_total_length`) are
 * checked when the entry is saved: Decap then keeps it unsaved and shows the message (`total_message`).
 */
(function () {
  var CMS = window.CMS;
  var h = window.h;

  /** The build's message (config's `length_message`) with the counts filled in, as limits.ts fills it. */
  function filled(template, length, max) {
    return template
      .replace("{length}", length.toLocaleString("en"))
      .replace("{max}", max.toLocaleString("en"))
      .replace("{over}", (length - max).toLocaleString("en"));
  }

  function labelOf(field) {
    return field.get("label", field.get("name"));
  }

  function countText(length, max) {
    var left = max - length;
    if (left >= 0) return left.toLocaleString("en") + (left === 1 ? " character left" : " characters left");
    return (-left).toLocaleString("en") + (left === -1 ? " character too many" : " characters too many");
  }

  var countStyle = { margin: "6px 0 0", fontSize: "13px", color: "#555" };
  var overStyle = { margin: "6px 0 0", fontSize: "13px", color: "#b00020", fontWeight: "bold" };

  /** Decap's control `name` (string, text, image) with the count under it and the limit on saving. */
  function limited(name) {
    var Control = CMS.getWidget(name).control;
    return window.createClass({
      // Decap's Widget asks its control whether to render again; the image control must see new media paths.
      shouldComponentUpdate: function () {
        return true;
      },
      length: function () {
        return typeof this.props.value === "string" ? this.props.value.length : 0;
      },
      isValid: function () {
        var field = this.props.field;
        var max = field.get("max_length");
        var length = this.length();
        if (length <= max) return true;
        return {
          error: { type: "CUSTOM", message: labelOf(field) + " " + filled(field.get("length_message"), length, max) },
        };
      },
      render: function () {
        var max = this.props.field.get("max_length");
        var length = this.length();
        return h(
          "div",
          null,
          h(Control, this.props),
          h("p", { style: length > max ? overStyle : countStyle, "data-length-count": "" }, countText(length, max)),
        );
      },
    });
  }

  CMS.registerWidget("limited-string", limited("string"));
  CMS.registerWidget("limited-text", limited("text"));
  CMS.registerWidget("limited-image", limited("image"));

  /** Every text in a value, as limits.ts's textLength counts them. */
  function textLength(value) {
    if (typeof value === "string") return value.length;
    if (Array.isArray(value)) {
      return value.reduce(function (sum, item) {
        return sum + textLength(item);
      }, 0);
    }
    if (value !== null && typeof value === "object") return textLength(Object.values(value));
    return 0;
  }

  /** The messages of every total over its limit in `value`, as the config's `fields` describe it. */
  function totalsOver(fields, value, path) {
    var messages = [];
    (fields || []).forEach(function (field) {
      var item = value && value[field.name];
      var where = path.concat(field.label || field.name);
      if (field.max_total_length !== undefined && textLength(item) > field.max_total_length) {
        messages.push(where.join(" › ") + " " + filled(field.total_message, textLength(item), field.max_total_length));
      }
      if (Array.isArray(item) && field.fields) {
        item.forEach(function (entry, index) {
          messages = messages.concat(totalsOver(field.fields, entry, where.concat("#" + (index + 1))));
        });
      } else if (item && field.fields) {
        messages = messages.concat(totalsOver(field.fields, item, where));
      }
    });
    return messages;
  }

  var config = fetch("config.yml").then(function (response) {
    return response.json();
  });

  CMS.registerEventListener({
    name: "preSave",
    handler: function (event) {
      var entry = event.entry;
      return config.then(function (settings) {
        var collection = settings.collections.find(function (candidate) {
          return candidate.name === entry.get("collection");
        });
        var messages = collection ? totalsOver(collection.files[0].fields, entry.get("data").toJS(), []) : [];
        if (messages.length > 0) throw new Error(messages.join("; "));
      });
    },
  });
})();
