// A 200 px wide thumb for the grid: its tiles are 160–250 px wide, so on a screen of one device
// pixel per CSS pixel the browser took the 400 px thumb, twice the pixels and about three times
// the bytes a tile needs. Screens of two device pixels per CSS pixel still take the 400 px one.
const WITH_SMALL = ["100x100", "200x0", "400x0", "1200x0"];
const WITHOUT_SMALL = ["100x100", "400x0", "1200x0"];

migrate(
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").thumbs = WITH_SMALL;
    images.fields.getByName("preview").thumbs = WITH_SMALL;
    app.save(images);
  },
  (app) => {
    const images = app.findCollectionByNameOrId("images");
    images.fields.getByName("file").thumbs = WITHOUT_SMALL;
    images.fields.getByName("preview").thumbs = WITHOUT_SMALL;
    app.save(images);
  },
);
