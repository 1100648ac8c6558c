// Share links (DESIGN §7): an album, or a selection of photos, shown to anyone who has the link,
// without an account. The recipient never talks to these records: the Gallery's server reads a
// link as the superuser, checks it, and serves its photos itself (apps/demo/server/share-links.ts),
// since PocketBase's protected files need the token of an auth record.
//
// - `slug` is the link's secret part of the URL, not the record id (which appears in realtime
//   events and relation fields): 32 letters and digits from PocketBase's crypto/rand generator
//   (about 190 bits), unique. Nobody may choose it.
// - `password_hash` is the Gallery server's scrypt of the link's password
//   (apps/demo/server/share-access.ts): the plain password never reaches PocketBase. The server
//   makes the link with the owner's own token, so that these rules judge it, and PocketBase drops
//   a hidden field from a user's request: the hash is therefore readable by the link's owner (and
//   nobody else), who knows the password anyway; the web app never asks for it, reading
//   `has_password`, which the create rule keeps in step with it. The pattern admits only what the
//   server writes, at a cost it agrees to compute.
// - A link is off once `revoked_at` is set or `expires_at` has passed; the server then answers
//   "This link has expired or was turned off." as for a slug that never existed.
//
// Rules: the owner alone lists, views and deletes. A link can be made only by a verified user,
// for their own album or for photos that are all theirs (exactly one of the two). The owner may
// change one thing afterwards: turn the link off. Deleting the album deletes its links; a photo
// deleted for good leaves the selections it was in.
const OWNER = "owner = @request.auth.id";
const VERIFIED = "@request.auth.verified = true";
// Keep in step with MAX_PHOTOS_PER_SHARE in src/features/share-rules.ts.
const MAX_PHOTOS_PER_SHARE = 500;
const FIXED_AFTER_CREATE = [
  "owner",
  "album",
  "images",
  "title",
  "slug",
  "expires_at",
  "password_hash",
  "has_password",
  "allow_download",
  "hide_location",
];

// Unlock attempts of share links, counted by PocketBase's rate limiter: the Gallery server asks
// POST /api/share-links/unlock-attempt (pb_hooks/share_links.pb.js) for each password it is sent,
// as the recipient's address, and refuses the attempt when PocketBase answers 429. The count thus
// lives in PocketBase, the same for every Gallery server. 20 tries in 10 minutes per address.
const UNLOCK_RULE = {
  label: "POST /api/share-links/unlock-attempt",
  audience: "",
  duration: 600,
  maxRequests: 20,
};

migrate(
  (app) => {
    const shareLinks = new Collection({
      id: "pk_share_links",
      type: "base",
      name: "share_links",
      listRule: OWNER,
      viewRule: OWNER,
      createRule: [
        VERIFIED,
        OWNER,
        "@request.body.slug:isset = false",
        "@request.body.revoked_at:isset = false",
        "((album != '' && images:length = 0) || (album = '' && images:length > 0))",
        "(album = '' || album.owner = @request.auth.id)",
        // On a relation of many, `=` holds only when it holds for every photo (`?=` is "any").
        "(images:length = 0 || images.owner = @request.auth.id)",
        "((password_hash = '' && has_password = false) || (password_hash != '' && has_password = true))",
      ].join(" && "),
      updateRule: [
        VERIFIED,
        OWNER,
        // Turning a link off is for good: it can be set, never cleared.
        "@request.body.revoked_at != ''",
        ...FIXED_AFTER_CREATE.map((field) => `@request.body.${field}:isset = false`),
      ].join(" && "),
      deleteRule: OWNER,
      fields: [
        {
          type: "relation",
          name: "owner",
          required: true,
          collectionId: "_pb_users_auth_",
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "relation", name: "album", collectionId: "pk_albums", maxSelect: 1, cascadeDelete: true },
        {
          type: "relation",
          name: "images",
          collectionId: "pk_images",
          maxSelect: MAX_PHOTOS_PER_SHARE,
          cascadeDelete: false,
        },
        // A selection's name, when its owner gave one (an album link shows the album's name).
        { type: "text", name: "title", max: 80, presentable: true },
        {
          type: "text",
          name: "slug",
          required: true,
          min: 32,
          max: 32,
          pattern: "^[A-Za-z0-9]+$",
          autogeneratePattern: "[A-Za-z0-9]{32}",
        },
        { type: "date", name: "expires_at" },
        {
          type: "text",
          name: "password_hash",
          max: 200,
          pattern: "^scrypt\\$(16384|32768|65536|131072)\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$",
        },
        { type: "bool", name: "has_password" },
        { type: "bool", name: "allow_download" },
        { type: "bool", name: "hide_location" },
        { type: "date", name: "revoked_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_share_links_slug ON share_links (slug)",
        "CREATE INDEX idx_share_links_owner_created ON share_links (owner, created)",
      ],
    });
    app.save(shareLinks);

    const settings = app.settings();
    settings.rateLimits.rules = [...settings.rateLimits.rules, UNLOCK_RULE];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== UNLOCK_RULE.label);
    app.save(settings);
    app.delete(app.findCollectionByNameOrId("share_links"));
  },
);
