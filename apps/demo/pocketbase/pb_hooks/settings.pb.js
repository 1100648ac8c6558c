// Settings that depend on where the Gallery runs, read from the environment at every start so
// that the same migrations serve a laptop, CI and production:
//   APP_URL                 where the web app is; email links open its routes
//   SMTP_HOST, SMTP_PORT    the mail server; SMTP is on when SMTP_HOST is set
//   SMTP_USERNAME, SMTP_PASSWORD, SMTP_TLS ("true" for implicit TLS)
//   MAIL_SENDER_ADDRESS, MAIL_SENDER_NAME
onBootstrap((e) => {
  e.next();

  const env = (name) => $os.getenv(name);
  const settings = e.app.settings();
  let changed = false;
  const set = (section, key, value) => {
    if (value === undefined || value === "" || settings[section][key] === value) return;
    settings[section][key] = value;
    changed = true;
  };

  set("meta", "appURL", env("APP_URL").replace(/\/$/, ""));
  set("meta", "senderAddress", env("MAIL_SENDER_ADDRESS"));
  set("meta", "senderName", env("MAIL_SENDER_NAME"));
  if (env("SMTP_HOST")) {
    set("smtp", "enabled", true);
    set("smtp", "host", env("SMTP_HOST"));
    set("smtp", "port", parseInt(env("SMTP_PORT") || "25", 10));
    set("smtp", "username", env("SMTP_USERNAME"));
    set("smtp", "password", env("SMTP_PASSWORD"));
    set("smtp", "tls", env("SMTP_TLS") === "true");
  }

  if (changed) e.app.save(settings);
});
