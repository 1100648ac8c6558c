// The Gallery says sizes in the units it names, MB = 1,000,000 bytes (DESIGN §8): a photo of at
// most 20 MB is 20,000,000 bytes, an avatar of at most 5 MB 5,000,000. The first migrations set
// 20 MiB and 5 MiB, which took files the Gallery itself called "21 MB" and "5.2 MB".
migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").maxSize = 20000000;
    app.save(images);

    const users = app.findCollectionByNameOrId("users");
    users.fields.getByName("avatar").maxSize = 5000000;
    app.save(users);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").maxSize = 20 * 1024 * 1024;
    app.save(images);

    const users = app.findCollectionByNameOrId("users");
    users.fields.getByName("avatar").maxSize = 5 * 1024 * 1024;
    app.save(users);
  },
);
