// A user's own custom metadata fields, whose values live in images.metadata. At most 30 per
// user (pb_hooks/metadata_fields.pb.js); `options` lists the choices of a select field.
migrate(
  (app) => {
    const owner = "owner = @request.auth.id";
    const metadataFields = new Collection({
      id: "pk_metadata_fields",
      type: "base",
      name: "metadata_fields",
      listRule: owner,
      viewRule: owner,
      createRule: `@request.auth.id != '' && ${owner}`,
      updateRule: `${owner} && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)`,
      deleteRule: owner,
      fields: [
        {
          type: "relation",
          name: "owner",
          required: true,
          collectionId: "_pb_users_auth_",
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "text", name: "name", required: true, min: 1, max: 40, presentable: true },
        {
          type: "select",
          name: "type",
          required: true,
          maxSelect: 1,
          values: ["text", "number", "date", "bool", "select"],
        },
        { type: "json", name: "options", maxSize: 4000 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_metadata_fields_owner_name ON metadata_fields (owner, name)"],
    });
    app.save(metadataFields);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("metadata_fields"));
  },
);
