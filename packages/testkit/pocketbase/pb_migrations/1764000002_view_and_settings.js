/* global migrate, Collection */
// A view over the numbers (read-only by nature), and the batch API, which bulk delete uses.
migrate(
  (app) => {
    const view = new Collection({
      id: "kit_view",
      name: "kit_number_view",
      type: "view",
      listRule: '@request.auth.role = "editor"',
      viewRule: '@request.auth.role = "editor"',
      viewQuery: "SELECT id, name, amount FROM kit_number",
    });
    app.save(view);

    const settings = app.settings();
    settings.batch.enabled = true;
    settings.batch.maxRequests = 50;
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("kit_number_view"));
  },
);
