// Settings that do not depend on where the Gallery runs. Those that do (app URL, SMTP) are read
// from the environment at every start by pb_hooks/settings.pb.js.
migrate((app) => {
  const settings = app.settings();
  settings.meta.appName = "Pocketkit Gallery";
  // Bulk work (move, tag, delete many) goes through PocketBase's batch API.
  settings.batch.enabled = true;
  settings.batch.maxRequests = 100;
  app.save(settings);
});
