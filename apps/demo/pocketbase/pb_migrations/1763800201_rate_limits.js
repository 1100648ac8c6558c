// PocketBase's rate limits, on. Each rule allows `maxRequests` per client address in a fixed
// window of `duration` seconds, counted per collection; a request over it gets 429 until the window
// ends, whether its password was right or not. Superusers are never limited. The numbers are
// for abuse, not for people: nobody signs in 30 times a minute, and bulk work (at most 100
// records per batch request, each counted) or an upload of many photos stays far below the write
// limits.
//
// The client address: PocketBase is reached through the Gallery's server (one origin), so the
// socket's address would be that server's, and every user would share one count. The server sets
// X-Forwarded-For to its own client's socket address (or, behind a load balancer it is told to
// trust, the address that balancer names), replacing any a client sent
// (apps/demo/server/client-address.ts), and PocketBase is told to read it. PocketBase must then
// listen only where the Gallery's server reaches it (127.0.0.1, as `pnpm demo` starts it): a
// client that reached it directly could name any address in that header.
const RULES = [
  // Password, OTP and OAuth2 sign-ins, of users and superusers alike: guessing passwords.
  { label: "*:auth", audience: "", duration: 60, maxRequests: 30 },
  // Sign-ups (each may send a verification mail): throwaway accounts.
  { label: "users:create", audience: "@guest", duration: 3600, maxRequests: 20 },
  // Mails on request. PocketBase already sends each account at most one mail per kind every 2
  // minutes; this caps how many accounts one client can have mailed.
  { label: "*:requestVerification", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:requestPasswordReset", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:requestEmailChange", audience: "", duration: 60, maxRequests: 10 },
  { label: "*:requestOTP", audience: "", duration: 60, maxRequests: 10 },
  // Writes of signed-in users.
  { label: "*:create", audience: "@auth", duration: 60, maxRequests: 600 },
  { label: "*:update", audience: "@auth", duration: 60, maxRequests: 1200 },
  { label: "*:delete", audience: "@auth", duration: 60, maxRequests: 1200 },
];

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = RULES;
    settings.trustedProxy.headers = ["X-Forwarded-For"];
    settings.trustedProxy.useLeftmostIP = false;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.trustedProxy.headers = [];
    app.save(settings);
  },
);
