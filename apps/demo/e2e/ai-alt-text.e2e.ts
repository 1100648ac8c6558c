// AI that describes every photo (DESIGN §7): a new photo's alt text is written on its own and
// arrives live in the viewer's info panel and as the tile's name; the panel says where it stands
// in words; older photos are described on request from the library; tag suggestions are offered
// as checkboxes; a stopped suggestion keeps its text. The stack's provider is the
// OpenAI-compatible server on loopback; the job's requests are told apart by their instructions.
import type { Page, TestInfo } from "@playwright/test";
import type { ProviderRequest, ProviderScript } from "@pocketkit/testkit";

import { expect, test } from "./fixtures";
import { isAltTextJob, unsureAltTextJobs, type GalleryStack } from "./stack";
import {
  createPhoto,
  expectFitsWidth,
  expectNoAxeViolations,
  photoTile,
  pickFiles,
  png,
  setColorScheme,
} from "./support";

const viewer = (page: Page) => page.getByRole("dialog");
const details = (page: Page) => viewer(page).getByRole("region", { name: "Details" });
const altStatus = (page: Page) => details(page).locator('[data-slot="alt-text-status"]');

/** The title a job's request names, from the context it sends beside the photo. */
function titleOf(request: ProviderRequest): string | undefined {
  const content = request.body.messages[1]?.content as { type: string; text?: string }[];
  return /^Title: (.*?)\. Tags:/.exec(content[0]?.text ?? "")?.[1];
}

/** The job's answers, by the photo's title; the rest as the stack answers them. */
function answerJobs(stack: GalleryStack, answer: (title: string) => ProviderScript) {
  stack.ai.respond = (request) =>
    isAltTextJob(request) ? answer(titleOf(request) ?? "") : unsureAltTextJobs(request);
}

/** An answer held back until `release()`, to look at the page while the job waits for it. */
function held(chunks: string[]) {
  let release = () => {};
  const waitFor = new Promise<void>((resolve) => (release = resolve));
  return { script: { chunks, delayMs: 5, waitFor }, release };
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.afterEach(({ stack }) => {
  stack.ai.respond = unsureAltTextJobs;
  stack.ai.script = { chunks: ["Hello", ", ", "world", "."], delayMs: 20 };
});

test("a new photo's alt text is written on its own, live in the info panel and as the tile's name", async ({
  signedIn: page,
  stack,
}, testInfo) => {
  const answer = held(["Fishing boats ", "in a calm harbour ", "at dawn."]);
  answerJobs(stack, () => answer.script);
  await pickFiles(page, [png("harbour.png", { hue: 1 })]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  // The library says it is at work.
  await expect(page.getByText("Writing alt text for 1 photo…")).toBeVisible();

  await photoTile(page, "harbour").click();
  await expect(viewer(page)).toHaveAccessibleName("harbour");
  await expect(altStatus(page)).toHaveText("Writing alt text…");
  await expect(details(page).getByRole("textbox", { name: "Alt text" })).toHaveValue("");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "writing");

  answer.release();
  await expect(altStatus(page)).toHaveText("Alt text written by AI");
  await expect(details(page).getByRole("textbox", { name: "Alt text" })).toHaveValue(
    "Fishing boats in a calm harbour at dawn.",
  );
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "written");

  await page.keyboard.press("Escape");
  await expect(photoTile(page, "Fishing boats in a calm harbour at dawn.")).toBeVisible();
  await expect(page.getByText("Writing alt text for 1 photo…")).toHaveCount(0);
});

test("a photo the AI failed on says why and offers Try again, which writes it", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const photo = await createPhoto(stack, user.id, "Quay", {
    fields: { alt_status: "failed", alt_attempts: "2", alt_error: "The AI service didn't answer." },
  });
  answerJobs(stack, () => ({ chunks: ["A crowded quay ", "at noon."], delayMs: 5 }));
  await page.goto(`/images/${photo.id}`);
  await expect(altStatus(page)).toHaveText(
    "AI couldn't describe this photo. The AI service didn't answer.Try again",
  );
  await altStatus(page).getByRole("button", { name: "Try again" }).click();
  await expect(altStatus(page)).toHaveText("Alt text written by AI");
  await expect(details(page).getByRole("textbox", { name: "Alt text" })).toHaveValue(
    "A crowded quay at noon.",
  );
});

test("when the AI is unsure the field stays empty and the panel says so", async ({
  signedIn: page,
  stack,
  user,
}) => {
  // The stack's provider answers the job UNSURE.
  const photo = await createPhoto(stack, user.id, "Fog");
  await page.goto(`/images/${photo.id}`);
  await expect(altStatus(page)).toHaveText("AI wasn't sure; add alt text yourself");
  await expect(details(page).getByRole("textbox", { name: "Alt text" })).toHaveValue("");
  expect((await stack.admin.collection("images").getOne(photo.id)).alt).toBe("");
});

test("the library offers to describe older photos without alt text, says how many are being described, and they get names", async ({
  signedIn: page,
  stack,
  user,
}) => {
  // Made as if before AI was on: not in line (a superuser's create keeps the status it sends).
  for (const [title, hue] of [
    ["Dunes", 2],
    ["Glacier", 3],
    ["Market", 4],
  ] as const) {
    await createPhoto(stack, user.id, title, { hue, fields: { alt_status: "" } });
  }
  await createPhoto(stack, user.id, "Lighthouse", {
    hue: 5,
    fields: { alt: "A lighthouse", alt_status: "" },
  });
  await page.reload();
  const offer = page.getByRole("button", { name: "Describe 3 photos without alt text" });
  await expect(offer).toBeVisible();

  const answers = held([]);
  answerJobs(stack, (title) => ({ ...answers.script, chunks: [`${title} `, "seen from above."] }));
  await offer.click();
  await expect(page.getByText("Writing alt text for 3 photos…")).toBeVisible();
  await expect(offer).toHaveCount(0);
  answers.release();
  for (const title of ["Dunes", "Glacier", "Market"]) {
    await expect(photoTile(page, `${title} seen from above.`)).toBeVisible();
  }
  await expect(page.getByText(/Writing alt text for/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Describe .* without alt text/ })).toHaveCount(0);
});

test("tag suggestions arrive as checkboxes; the ticked ones are added; an answer that is no list is said in words", async ({
  signedIn: page,
  stack,
  user,
}, testInfo) => {
  const photo = await createPhoto(stack, user.id, "Harbour", { fields: { tags: '["sea"]' } });
  await page.goto(`/images/${photo.id}`);
  const suggestions = details(page).getByRole("group", { name: "Tag suggestions" });

  stack.ai.script = { chunks: ['["harbour", "fishing ', 'boats", "sea"]'], delayMs: 5 };
  await suggestions.getByRole("button", { name: "Suggest tags" }).click();
  // The photo has "sea" already: only the others are offered.
  await expect(suggestions.getByRole("checkbox")).toHaveCount(2);
  await expect(suggestions.getByRole("checkbox", { name: "harbour" })).not.toBeChecked();
  await suggestions.getByRole("checkbox", { name: "harbour" }).check();
  await suggestions.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "tag-suggestions");
  await suggestions.getByRole("button", { name: "Add 1 tag" }).click();
  await expect(suggestions.getByRole("checkbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await details(page).getByRole("button", { name: "Save changes" }).click();
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(photo.id)).tags)
    .toEqual(["sea", "harbour"]);

  stack.ai.script = { chunks: ["harbour, boats"], delayMs: 5 };
  await suggestions.getByRole("button", { name: "Suggest tags" }).click();
  await expect(suggestions.getByRole("alert")).toHaveText(
    "The AI's answer wasn't a list of tags. Try again.",
  );
  await expect(suggestions.getByRole("button", { name: "Try again" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, testInfo, "tag-suggestions-refused");
});

test("a suggestion stopped midway keeps its text, which can be accepted and saved", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const photo = await createPhoto(stack, user.id, "Harbour", { fields: { alt_status: "" } });
  await page.goto(`/images/${photo.id}`);
  // Slow enough that Stop comes while it streams.
  stack.ai.script = {
    chunks: "Fishing boats moored in a calm harbour at first light, nets piled on the quay".split(/(?= )/),
    delayMs: 400,
  };
  const panel = details(page).locator('[data-slot="completion-panel"]').first();
  await panel.getByRole("button", { name: "Write alt text" }).click();
  await expect(panel.getByText("Fishing boats")).toBeVisible();
  await panel.getByRole("button", { name: "Stop" }).click();
  await expect(panel.getByText("Stopped")).toBeVisible();
  const result = panel.getByRole("textbox");
  const partial = await result.inputValue();
  expect(partial).toMatch(/^Fishing boats/);
  expect(partial.length).toBeLessThan(
    "Fishing boats moored in a calm harbour at first light, nets piled on the quay".length,
  );

  await panel.getByRole("button", { name: "Accept" }).click();
  await expect(details(page).getByRole("textbox", { name: "Alt text" })).toHaveValue(partial.trim());
  await details(page).getByRole("button", { name: "Save changes" }).click();
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(photo.id)).alt)
    .toBe(partial.trim());
});

for (const { width, height, colorScheme } of [
  { width: 1280, height: 900, colorScheme: "light" },
  { width: 1280, height: 900, colorScheme: "dark" },
  { width: 390, height: 844, colorScheme: "light" },
  { width: 390, height: 844, colorScheme: "dark" },
] as const) {
  test(`at ${width} px, ${colorScheme}: every alt text state in words, and the library's offer; axe clean`, async ({
    signedIn: page,
    stack,
    user,
  }, testInfo) => {
    // Six pages checked by axe, on two busy cores.
    test.setTimeout(180_000);
    await setColorScheme(page, colorScheme);
    await page.setViewportSize({ width, height });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    // Set by the superuser as the job would leave them; "running" with a lease no server will
    // take over within the test.
    const states: { title: string; fields: Record<string, string>; words: string }[] = [
      {
        title: "Running",
        fields: { alt_status: "running", alt_next_try: later },
        words: "Writing alt text…",
      },
      {
        title: "Retrying",
        fields: {
          alt_status: "pending",
          alt_next_try: later,
          alt_attempts: "1",
          alt_error: "The AI service didn't answer.",
        },
        words: "Writing alt text… The AI service didn't answer. Trying again shortly.",
      },
      {
        title: "Done",
        fields: { alt_status: "done", alt: "Two kayaks on a still lake." },
        words: "Alt text written by AI",
      },
      {
        title: "Failed",
        fields: { alt_status: "failed", alt_attempts: "2", alt_error: "The AI service took too long." },
        words: "AI couldn't describe this photo. The AI service took too long.Try again",
      },
      { title: "Skipped", fields: { alt_status: "skipped" }, words: "AI wasn't sure; add alt text yourself" },
    ];
    await createPhoto(stack, user.id, "Older", { hue: 200, fields: { alt_status: "" } });
    const photos = [];
    for (const [index, state] of states.entries()) {
      photos.push(await createPhoto(stack, user.id, state.title, { hue: index * 40, fields: state.fields }));
    }

    await page.reload();
    await expect(page.getByRole("button", { name: "Describe 2 photos without alt text" })).toBeVisible();
    await expect(page.getByText("Writing alt text for 2 photos…")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await snapshot(page, testInfo, "library");

    // The newest first, as the library lists them: open the last made, then step to the older.
    await page.goto(`/images/${photos.at(-1)!.id}`);
    // On a phone the panel opens on request, and stays open from photo to photo.
    if (width < 1024) await viewer(page).getByRole("button", { name: "Info" }).click();
    for (const [index, state] of [...states.entries()].reverse()) {
      if (index < states.length - 1) await viewer(page).getByRole("button", { name: "Next image" }).click();
      await expect(viewer(page)).toHaveAccessibleName(state.title);
      await expect(altStatus(page)).toHaveText(state.words);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      await altStatus(page).scrollIntoViewIfNeeded();
      await snapshot(page, testInfo, `info-${state.title.toLowerCase()}`);
    }
  });
}
