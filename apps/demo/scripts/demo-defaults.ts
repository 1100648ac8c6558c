/** The demo's embedded defaults: what `pnpm demo` uses when nothing else is said. */
export const demoDefaults = {
  /** PocketBase's port. */
  port: Number(process.env.POCKETBASE_PORT ?? 8090),
  /** The Gallery's: the web app, the AI route and PocketBase's API on one origin. */
  appPort: Number(process.env.PORT ?? 5173),
  /** MailDev's: where PocketBase sends mail, and the web inbox that shows it (MailDev's own defaults). */
  mail: {
    smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
    webPort: Number(process.env.MAIL_INBOX_PORT ?? 1080),
  },
  user: {
    email: process.env.DEMO_USER_EMAIL ?? "demo@pocketkit.dev",
    password: process.env.DEMO_USER_PASSWORD ?? "pocketkit-demo",
    name: "Demo User",
  },
  superuser: {
    email: process.env.DEMO_SUPERUSER_EMAIL ?? "admin@pocketkit.dev",
    password: process.env.DEMO_SUPERUSER_PASSWORD ?? "pocketkit-admin",
  },
};
