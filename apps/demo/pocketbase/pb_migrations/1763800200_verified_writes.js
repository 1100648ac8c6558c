// Only a user whose email is verified may write: create or change albums, photos and custom
// fields, or their own profile (name, avatar, password). An unverified account can sign in, ask
// for the verification mail again, change its email and delete itself, and nothing else; the web
// app sends it to /verify-email, and these rules hold for anyone who skips the app and calls the
// API. Reading stays as it was: an unverified account owns nothing to read.
const VERIFIED = "@request.auth.verified = true";

const writeRules = {
  albums: ["createRule", "updateRule"],
  images: ["createRule", "updateRule"],
  metadata_fields: ["createRule", "updateRule"],
  users: ["updateRule"],
};

migrate(
  (app) => {
    for (const [name, rules] of Object.entries(writeRules)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const rule of rules) collection[rule] = `${VERIFIED} && ${collection[rule]}`;
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, rules] of Object.entries(writeRules)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const rule of rules) collection[rule] = collection[rule].replace(`${VERIFIED} && `, "");
      app.save(collection);
    }
  },
);
