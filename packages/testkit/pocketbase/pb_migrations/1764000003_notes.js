/* global migrate, Collection, RelationField */
// Each user's own notes, for the kit's tests of records, files, realtime and auth: a text, a file
// (protected, so reading it needs a file token), a relation to its owner and one to another note.
// Only the owner sees or changes a note; a user must be verified to write, as in most apps.
const OWNER = "owner = @request.auth.id";
const VERIFIED_OWNER = `@request.auth.verified = true && ${OWNER}`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const notes = new Collection({
      id: "kit_notes",
      name: "notes",
      type: "base",
      listRule: OWNER,
      viewRule: OWNER,
      createRule: `@request.auth.verified = true && @request.body.owner = @request.auth.id`,
      updateRule: `${VERIFIED_OWNER} && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)`,
      deleteRule: VERIFIED_OWNER,
      fields: [
        {
          type: "relation",
          name: "owner",
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "text", name: "title", required: true, max: 200, presentable: true },
        { type: "editor", name: "body", maxSize: 20000 },
        {
          type: "file",
          name: "attachment",
          maxSelect: 1,
          maxSize: 20 * 1024 * 1024,
          protected: true,
          thumbs: ["100x100"],
        },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    });
    app.save(notes);
    // A relation to its own collection can be added only once the collection exists.
    notes.fields.add(
      new RelationField({ name: "parent", collectionId: "kit_notes", maxSelect: 1, cascadeDelete: false }),
    );
    app.save(notes);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("notes"));
  },
);
