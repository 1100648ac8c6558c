/* global migrate, Collection */
// The kitchen-sink schema the CollectionBrowser's browser tests run against: one base collection
// per field type (each with a `name` that names its records), an auth collection of members with
// a role, and a view. Members with the role `editor` may work in most collections; some are for
// superusers only (null rules), and in some an editor may do everything but delete.
const EDITOR = '@request.auth.role = "editor"';
const editorRules = {
  listRule: EDITOR,
  viewRule: EDITOR,
  createRule: EDITOR,
  updateRule: EDITOR,
  deleteRule: EDITOR,
};
const noDelete = { ...editorRules, deleteRule: null };
const superusersOnly = {
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

// [collection id, name, rules, the field of its type]
const collections = [
  ["kit_text", "kit_text", editorRules, { type: "text", name: "subtitle", max: 120, pattern: "^[^<>]*$" }],
  ["kit_editor", "kit_editor", editorRules, { type: "editor", name: "body", maxSize: 10000 }],
  ["kit_number", "kit_number", noDelete, { type: "number", name: "amount", min: 0, max: 1000 }],
  ["kit_bool", "kit_bool", editorRules, { type: "bool", name: "done" }],
  ["kit_email", "kit_email", editorRules, { type: "email", name: "contact" }],
  ["kit_url", "kit_url", editorRules, { type: "url", name: "link" }],
  ["kit_date", "kit_date", editorRules, { type: "date", name: "due" }],
  [
    "kit_autodate",
    "kit_autodate",
    editorRules,
    { type: "autodate", name: "stamped", onCreate: true, onUpdate: true },
  ],
  [
    "kit_select",
    "kit_select",
    editorRules,
    { type: "select", name: "status", values: ["draft", "published", "archived"], maxSelect: 1 },
  ],
  [
    "kit_multiselect",
    "kit_multiselect",
    noDelete,
    { type: "select", name: "colors", values: ["red", "green", "blue"], maxSelect: 3 },
  ],
  [
    "kit_file",
    "kit_file",
    editorRules,
    {
      type: "file",
      name: "attachment",
      maxSelect: 1,
      maxSize: 1024 * 1024,
      mimeTypes: ["text/plain", "image/png"],
    },
  ],
  [
    "kit_relation",
    "kit_relation",
    editorRules,
    { type: "relation", name: "target", collectionId: "kit_text", maxSelect: 1, cascadeDelete: false },
  ],
  ["kit_json", "kit_json", superusersOnly, { type: "json", name: "data", maxSize: 10000 }],
  ["kit_geopoint", "kit_geopoint", superusersOnly, { type: "geoPoint", name: "place" }],
];

migrate(
  (app) => {
    for (const [id, name, rules, field] of collections) {
      const collection = new Collection({
        id,
        name,
        type: "base",
        ...rules,
        fields: [
          { type: "text", name: "name", required: true, max: 80, presentable: true },
          field,
          { type: "autodate", name: "created", onCreate: true },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
      });
      app.save(collection);
    }
  },
  (app) => {
    for (const [id] of [...collections].reverse()) app.delete(app.findCollectionByNameOrId(id));
  },
);
