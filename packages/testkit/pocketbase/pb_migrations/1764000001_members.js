/* global migrate, Collection */
// Members sign in with a password; their role decides what the API rules of the kitchen sink let
// them do. A member sees and edits only their own record; creating and deleting members is for
// superusers.
migrate(
  (app) => {
    const members = new Collection({
      id: "kit_members",
      name: "members",
      type: "auth",
      listRule: "id = @request.auth.id",
      viewRule: "id = @request.auth.id",
      createRule: null,
      updateRule: "id = @request.auth.id",
      deleteRule: null,
      passwordAuth: { enabled: true, identityFields: ["email"] },
      fields: [
        { type: "text", name: "name", max: 80, presentable: true },
        { type: "select", name: "role", values: ["editor", "viewer"], maxSelect: 1 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    });
    app.save(members);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("members"));
  },
);
