/* global routerAdd -- PocketBase's, beside the globals eslint.config lists */
// A route that does nothing but be counted: the Gallery's server asks it once for every password
// a share link is sent, as the recipient's address (X-Forwarded-For), before checking the
// password, and refuses the attempt when PocketBase's rate limiter answers 429 (the rule is in
// pb_migrations/1763800600_share_links.js). So guessing is limited per address across every
// Gallery server, and those servers keep no count of their own. Calling it directly only spends
// the caller's own allowance: PocketBase listens where only the Gallery's server reaches it.
routerAdd("POST", "/api/share-links/unlock-attempt", (e) => e.noContent(204));
