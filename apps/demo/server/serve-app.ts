import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { secureHeaders } from "hono/secure-headers";

// Vite names everything under assets/ by its content's hash: a new build makes new names, so
// the browser may keep each file for a year without asking again.
const HASHED = /^\/assets\//;
const IMMUTABLE = "public, max-age=31536000, immutable";
// The page itself is asked for again every time (a cheap check), so a deploy shows at once.
const REVALIDATE = "no-cache";
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Origins beyond its own that the page may use: a media service's, where photos are kept. */
export interface ServedAppOrigins {
  /** Where pictures are shown from (`img-src`), e.g. ImageKit's URL endpoint. */
  images?: readonly string[];
  /** Where the page sends requests (`connect-src`), e.g. ImageKit's upload API. */
  connect?: readonly string[];
}

/**
 * The built web app as production serves it: brotli or gzip copies made at build time (the
 * `precompress` plugin in vite.config.ts), hashed assets cached for a year and the page
 * revalidated, and security headers on everything: a Content Security Policy that lets the page
 * talk to its own origin only and be framed by no one, `Referrer-Policy`, `X-Content-Type-Options`
 * and their kin.
 * Any path that is not a file is a route of the single-page app, answered with `index.html`,
 * except under `/assets/`, where a missing file is a 404 (not a page the browser would run as
 * a script and keep for a year).
 */
export function serveApp(appDir: string, origins: ServedAppOrigins = {}): Hono {
  const app = new Hono();
  const root = relative(process.cwd(), appDir) || ".";
  const indexHtml = join(root, "index.html");

  app.use("*", secureHeaders(securityHeaders(readFileSync(join(appDir, "index.html"), "utf8"), origins)));
  const cacheHeaders = (path: string, c: Context) => {
    c.header("Cache-Control", HASHED.test(c.req.path) ? IMMUTABLE : REVALIDATE);
    // Whether or not this answer was compressed, the next may be: caches must keep them apart.
    if (COMPRESSIBLE.test(path.replace(/\.(?:br|gz|zst)$/, ""))) c.header("Vary", "Accept-Encoding");
  };
  app.use("*", serveStatic({ root, precompressed: true, onFound: cacheHeaders }));
  app.get("/assets/*", (c) => c.notFound());
  app.get("*", serveStatic({ path: indexHtml, precompressed: true, onFound: cacheHeaders }));
  return app;
}

/**
 * The policy for the app's pages. The page talks to its own origin only: its scripts and styles,
 * the API and the realtime stream (`connect-src`), photos and their thumbnails. Beyond that:
 * - the inline script in index.html that sets the dark theme before the first paint, allowed by
 *   its hash (taken from the built page, so an edit to it cannot be forgotten here);
 * - `'unsafe-inline'` styles: Radix and the kit position popovers and size progress bars with
 *   inline styles, and the scroll lock of dialogs adds a `<style>` element;
 * - `blob:` images (previews of photos before upload) and `data:` images (placeholders, the
 *   checkbox's icon mask);
 * - `blob:` workers: the HEIC decoder (heic-to, loaded with the first HEIC photo) decodes in a
 *   worker it starts from a blob URL; without it every iPhone photo is refused as unreadable;
 * - no plugins, no `<base>`, forms posting to this origin only, framed by no one;
 * - with ImageKit, its URL endpoint's origin for images and its upload API's for uploads (`origins`).
 */
function securityHeaders(html: string, origins: ServedAppOrigins): Parameters<typeof secureHeaders>[0] {
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
  );
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "blob:", "data:", ...(origins.images ?? [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(origins.connect ?? [])],
      workerSrc: ["'self'", "blob:"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // For browsers that predate frame-ancestors.
    xFrameOptions: "DENY",
    // Page URLs carry tokens (a password reset link's, say): never to another site.
    referrerPolicy: "same-origin",
    // Sign-in with an OAuth2 provider opens its page in a popup that the app must keep a handle on.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
  };
}
