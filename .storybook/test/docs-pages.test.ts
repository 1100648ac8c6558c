// Every docs page of the static Storybook (the guides in docs/kit/*.mdx and each component's
// generated page), opened in Debian's Chromium from a sub-path, as a site would publish it. A page
// fails on an uncaught error, a console error, Storybook's error display, or no content; a link
// between pages fails when its page is not in the build. llms.txt and its markdown are checked too.
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";

import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";

const WORKSPACE = resolve(import.meta.dirname, "../..");
const DOCS_DIR = join(WORKSPACE, "docs/kit");
const SUB_PATH = "/some/sub/path/";

interface Entry {
  id: string;
  title: string;
  type: "docs" | "story";
  importPath: string;
}

const staticDir = inject("storybookStaticDir");
const entries: Entry[] = Object.values(
  (JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")) as { entries: Record<string, Entry> })
    .entries,
);
const docsEntries = entries.filter((entry) => entry.type === "docs");
const mdxFiles = readdirSync(DOCS_DIR).filter((name) => name.endsWith(".mdx"));

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
};

/** The build under SUB_PATH and nowhere else: an absolute asset path would 404. */
function serve(dir: string): Server {
  return createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    if (!path.startsWith(SUB_PATH)) return response.writeHead(404).end();
    const file = normalize(join(dir, path.slice(SUB_PATH.length) || "index.html"));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response
        .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}

// Messages that are the browser's, not the page's: a story of a failed request asks for one on
// purpose, and Chromium logs its status. Whatever the page itself logs as an error still fails.
const BROWSER_NOISE = /^Failed to load resource: the server responded with a status of \d+/;

let server: Server;
let base: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = serve(staticDir);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_PATH}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((closed) => server?.close(closed));
});

test("every MDX page is in the build, and every link between pages names one", () => {
  const built = new Set(docsEntries.map((entry) => entry.importPath.replace(/^\.\//, "")));
  expect(mdxFiles.filter((name) => !built.has(`docs/kit/${name}`))).toEqual([]);
  const ids = new Set(entries.map((entry) => entry.id));
  const broken = mdxFiles.flatMap((name) =>
    [...readFileSync(join(DOCS_DIR, name), "utf8").matchAll(/\?path=\/(?:docs|story)\/([\w-]+)/g)]
      .filter((match) => !ids.has(match[1]!))
      .map((match) => `${name}: ${match[1]}`),
  );
  expect(broken).toEqual([]);
});

test("llms.txt links to a markdown copy of every MDX page", async () => {
  const llms = await (await fetch(`${base}llms.txt`)).text();
  expect(llms).toMatch(/^# Pocketkit\n\n> /);
  const links = [...llms.matchAll(/\]\((docs\/[\w-]+\.md)\)/g)].map((match) => match[1]!);
  expect(links.length).toBe(mdxFiles.length);
  for (const link of links) {
    const response = await fetch(`${base}${link}`);
    expect(response.status, link).toBe(200);
    const markdown = await response.text();
    expect(markdown, link).toMatch(/^# /);
    const prose = markdown.replace(/^```[\s\S]*?^```$/gm, "");
    expect(prose, link).not.toMatch(/^(import |<Meta|<Example|<Canvas)/m);
  }
});

// The tests of one page each have their own context: closing the page unregisters msw's worker
// (it leaves when its last client does), which must not happen under the tabs further down.
test("the Storybook opens from a sub-path: manager, preview, docs page and its image", async () => {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await own.newPage();
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && response.url().startsWith(base.slice(0, -SUB_PATH.length)))
      failed.push(response.url());
  });
  await page.goto(`${base}index.html?path=/docs/docs-introduction--docs`);
  const docs = page.frameLocator("#storybook-preview-iframe");
  await docs.getByRole("heading", { level: 1, name: "Pocketkit" }).waitFor({ timeout: 30_000 });
  // decode() settles once the image has loaded (or failed to), however long two busy cores take.
  const width = await docs
    .getByRole("img", { name: /Pocketkit Gallery/ })
    .evaluate((image: HTMLImageElement) =>
      image.decode().then(
        () => image.naturalWidth,
        () => 0,
      ),
    );
  expect(width).toBeGreaterThan(0);
  expect(failed).toEqual([]);
  await own.close();
});

test("a docs page follows the theme toolbar: dark page, not dark stories on a white page", async () => {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await own.newPage();
  const background = async (theme: string) => {
    await page.goto(`${base}iframe.html?viewMode=docs&id=primitives-button--docs&globals=theme:${theme}`);
    const wrapper = page.locator(".sbdocs-wrapper");
    await wrapper.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
    return wrapper.evaluate((element) => getComputedStyle(element).backgroundColor);
  };
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  };
  expect(luminance(await background("light"))).toBeGreaterThan(0.8);
  expect(luminance(await background("dark"))).toBeLessThan(0.2);
  await own.close();
});

// Loading the preview costs seconds of JavaScript on two busy cores, so each of a few tabs loads
// it once and then moves from page to page as the manager moves it: by a `setCurrentStory` event
// on Storybook's channel, answered by `docsRendered` (or `storyMissing`, or an error event).
const TABS = 3;

interface Tab {
  page: Page;
  errors: string[];
  /** Where the tab went when a page navigated it away from the preview. */
  navigatedTo?: string;
}

interface StorybookChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

const idle: Tab[] = [];
const waiting: ((tab: Tab) => void)[] = [];
let opened = 0;
const mockWorker = Promise.withResolvers<void>();
mockWorker.promise.catch(() => {}); // the first tab's test reports the failure; the others wait on it

/**
 * The first tab installs msw's service worker (the one the preview's loader starts) and waits
 * until it controls the page; the others load after it, under its control from their first
 * request. The worker unregisters itself when a page leaves and no other page is its client, and
 * msw updates a registration it finds without awaiting the update (mswjs/msw#2006); a tab that
 * started while another had just left got "Failed to update a ServiceWorker … Not found" as an
 * uncaught error in a CI run, and msw reloads a page it finds uncontrolled beside a registration.
 * With every tab a client from the start, the worker has clients left when one tab reloads, and
 * stays registered for the whole run.
 */
async function openTab(first: boolean): Promise<Tab> {
  if (!first) await mockWorker.promise;
  const page = await context.newPage();
  const tab: Tab = { page, errors: [] };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().includes("iframe.html")) tab.navigatedTo = frame.url();
  });
  page.on("pageerror", (error) => tab.errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !BROWSER_NOISE.test(message.text())) tab.errors.push(message.text());
  });
  if (!first) {
    await load(tab);
    return tab;
  }
  try {
    await load(tab);
    await installMockWorker(page);
    mockWorker.resolve();
  } catch (error) {
    mockWorker.reject(error);
    throw error;
  }
  return tab;
}

/** Registers the worker at the URL the preview gives msw, and waits for it to claim the page. */
function installMockWorker(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.register("./mockServiceWorker.js");
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((claimed) =>
      navigator.serviceWorker.addEventListener("controllerchange", claimed, { once: true }),
    );
  });
}

/**
 * Loads the preview with nothing selected and waits for its "no preview" display: the store is
 * ready and no story is rendering. A tab first loaded on a page with stories was moved on while
 * they still played, and Storybook reloads the preview when it tears down a story that is not done
 * (StoryRender.teardown), which lost the next page's render in about one run in four under load.
 */
async function load(tab: Tab) {
  tab.navigatedTo = undefined;
  await tab.page.goto(`${base}iframe.html`, { timeout: 45_000 });
  await tab.page.waitForFunction(
    () => "__STORYBOOK_ADDONS_CHANNEL__" in window && document.body.classList.contains("sb-show-nopreview"),
    undefined,
    { timeout: 45_000 },
  );
}

async function acquire(): Promise<Tab> {
  const tab = idle.pop();
  if (tab) return tab;
  if (opened < TABS) {
    opened++;
    return openTab(opened === 1);
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(tab: Tab) {
  const next = waiting.shift();
  if (next) next(tab);
  else idle.push(tab);
}

/**
 * Shows a docs page in the tab and waits until it is quiet: rendered, and each render of its
 * stories finished (leaving while one runs makes Storybook reload the preview).
 */
function show(tab: Tab, id: string) {
  return tab.page.evaluate(
    (id) =>
      new Promise<{ outcome: string; detail?: string }>((resolve) => {
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: preview } =
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel;
            __STORYBOOK_PREVIEW__: { storyRenders: { id: string; phase: string; isPending(): boolean }[] };
          };
        // The renders Storybook itself would find unfinished when it tears the page down, which
        // is when it reloads the preview: whatever started them (a guide's example, a re-render).
        const pending = () => preview.storyRenders.filter((render) => render.isPending());
        // Renders started and not yet finished, by story. Counted, not keyed by render: a docs
        // page can render one story twice (its primary story at the top and again in the list),
        // and the two renders' ids are Date.now(), equal when made in the same millisecond.
        const running = new Map<string, number>();
        const errored = new Set<string>();
        let rendered = false;
        let quietSince = 0;
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const finish = (outcome: string, detail?: unknown) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          clearTimeout(timer);
          clearInterval(poll);
          resolve({
            outcome,
            detail: detail === undefined ? undefined : JSON.stringify(detail).slice(0, 2000),
          });
        };
        const listen = (event: string, listener: (...args: unknown[]) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        listen("docsRendered", (renderedId) => {
          if (renderedId === id) rendered = true;
        });
        listen("storyRenderPhaseChanged", (change) => {
          const { newPhase, storyId } = change as { newPhase: string; storyId: string };
          const count = running.get(storyId) ?? 0;
          if (newPhase === "loading") running.set(storyId, count + 1);
          // Each render ends once, as "finished" or (torn down, or its play function cancelled)
          // "aborted"; "completed" is followed by afterEach hooks, still running.
          if (newPhase === "finished" || newPhase === "aborted") running.set(storyId, Math.max(0, count - 1));
          if (newPhase === "errored") errored.add(storyId);
          quietSince = 0;
        });
        listen("storyMissing", (missingId) => finish("missing", missingId));
        listen("storyErrored", (error) => finish("errored", error));
        listen("storyThrewException", (error) => finish("threw", error));
        const poll = setInterval(() => {
          if (!rendered) return;
          if ([...running.values()].some((count) => count > 0) || pending().length > 0) return;
          if (errored.size > 0) return finish("story errored", [...errored]);
          quietSince ||= Date.now();
          if (Date.now() - quietSince >= 300) finish("rendered");
        }, 50);
        const timer = setTimeout(
          () =>
            finish(
              "timeout",
              [...running]
                .filter(([, count]) => count > 0)
                .map(([story]) => story)
                .concat(pending().map((render) => `${render.id} (${render.phase})`)),
            ),
          30_000,
        );
        // Leave the page before only once nothing on it renders, checked in the same turn.
        const start = () => {
          if (pending().length > 0) return void setTimeout(start, 50);
          channel.emit("setCurrentStory", { storyId: id, viewMode: "docs" });
        };
        start();
      }),
    id,
  );
}

describe.concurrent("docs pages", () => {
  test.for(docsEntries.map((entry) => [entry.id, entry] as const))("%s", async ([id]) => {
    const tab = await acquire();
    try {
      tab.errors.length = 0;
      const ended = await show(tab, id).catch((error: Error) => ({ outcome: "lost", detail: error.message }));
      if (tab.navigatedTo !== undefined || ended.outcome === "lost") {
        const to = tab.navigatedTo;
        await load(tab);
        throw new Error(`The page navigated the preview away, to ${to ?? "another page"}`);
      }
      const state = await tab.page.evaluate(() => ({
        errorDisplay: document.body.classList.contains("sb-show-errordisplay")
          ? (document.querySelector("#error-message")?.textContent ?? "error display")
          : undefined,
        heading: document.querySelector("#storybook-docs .sbdocs-content h1")?.textContent ?? "",
        // A reader can see and reach the page: no open overlay of a story lies over its heading (a
        // modal's backdrop, or the pointer lock on <body> that comes with it)...
        headingReachable: (() => {
          const heading = document.querySelector("#storybook-docs .sbdocs-content h1");
          if (!heading) return false;
          heading.scrollIntoView();
          const box = heading.getBoundingClientRect();
          return heading.contains(document.elementFromPoint(box.x + 4, box.y + box.height / 2));
        })(),
        // ...and nothing a story shows is drawn outside the page, over the docs of other stories.
        outside: [...document.body.children]
          .filter(
            (element) =>
              !["SCRIPT", "STYLE", "LINK"].includes(element.tagName) &&
              !["storybook-root", "storybook-docs"].includes(element.id) &&
              ![...element.classList].some((name) => name.startsWith("sb-")),
          )
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
          })
          .map((element) => element.outerHTML.slice(0, 160)),
        // A props table's type printed as the bare word "union" (union-types.ts writes it out).
        bareUnions: [...document.querySelectorAll("#storybook-docs .docblock-argstable tbody tr")]
          .filter((row) => (row as HTMLElement).innerText.split("\n").some((line) => line.trim() === "union"))
          .map((row) => row.querySelector("td")?.textContent ?? ""),
        // JSDoc tags printed as words: the Docs tab's descriptions turn them into markdown.
        literalTags: (
          document.querySelector("#storybook-docs .sbdocs-content") as HTMLElement | null
        )?.innerText.match(/(?<![\w.])@(example|default|throws)\b/g),
      }));
      expect(ended).toEqual({ outcome: "rendered" });
      expect(state.errorDisplay).toBeUndefined();
      expect(state.heading).not.toBe("");
      expect(state.headingReachable).toBe(true);
      expect(state.outside).toEqual([]);
      expect(state.literalTags).toBeNull();
      expect(state.bareUnions).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      release(tab);
    }
  });
});
