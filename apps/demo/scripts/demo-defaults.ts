/** The demo's embedded defaults: what `pnpm demo` uses when nothing else is said. */
export const demoDefaults = {
  /** PocketBase's port. */
  port: Number(process.env.POCKETBASE_PORT ?? 8090),
  /** The Gallery's: the web app, the AI route and PocketBase's API on one origin. */
  appPort: Number(process.env.PORT ?? 5173),
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
