// The library as a timeline (DESIGN §7): photos in the order they were taken under their months'
// headings, a scrubber marking the years that jumps to one, photos opened from any month step
// through the whole library; and the upload zone shown when it is needed: a drop area for an
// empty library, an Upload button once there are photos, the whole window when files are dragged in.
import type { Locator, Page } from "@playwright/test";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import {
  createPhoto,
  expectFitsWidth,
  expectNoAxeViolations,
  photoTile,
  pickFiles,
  png,
  setColorScheme,
} from "./support";

/** 36 photos over five years: three a month in 2025's first six months, fewer further back. */
async function fiveYears(stack: GalleryStack, user: TestUser) {
  const taken: string[] = [];
  for (let month = 6; month >= 1; month--)
    for (const day of ["20", "12", "03"]) taken.push(`2025-0${month}-${day}`);
  for (let month = 12; month >= 1; month -= 1) taken.push(`2024-${String(month).padStart(2, "0")}-15`);
  taken.push("2023-08-01", "2023-02-01", "2022-12-24", "2022-05-05", "2021-10-10", "2021-03-03");
  for (const [index, date] of taken.entries()) {
    await createPhoto(stack, user.id, `Photo ${date}`, {
      hue: index * 7,
      fields: { taken_at: `${date} 12:00:00.000Z` },
    });
  }
  return taken.length;
}

/**
 * The top-left corners of several elements, read in one go: the library's AI status line may
 * arrive between two separate reads and move everything below it down a line.
 */
async function cornersOf(page: Page, locators: Locator[]) {
  const elements = await Promise.all(locators.map((locator) => locator.elementHandle()));
  return page.evaluate(
    (all) =>
      all.map((element) => {
        const { x, y } = element!.getBoundingClientRect();
        return { x, y };
      }),
    elements,
  );
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true, level: 2 });
const scrubber = (page: Page) => page.getByRole("navigation", { name: "Jump to a date" });

test("the library is a timeline: months in the order taken, a scrubber that jumps to a year, the viewer steps on from there", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(180_000);
  const count = await fiveYears(stack, user);
  await signedIn.reload();
  await expect(page.getByText(`${count} photos`, { exact: true })).toBeVisible();

  // Newest first: June 2025's three photos under its heading; May's three fit beside them in the
  // row (seven to a row at this width), each month under its own heading; April's start the next.
  await expect(heading(page, "June 2025")).toBeVisible();
  await expect(photoTile(page, "Photo 2025-06-20")).toBeVisible();
  const [june, may, april, firstJune] = await cornersOf(page, [
    heading(page, "June 2025"),
    heading(page, "May 2025"),
    heading(page, "April 2025"),
    photoTile(page, "Photo 2025-06-20"),
  ]);
  expect(may!.y).toBe(june!.y);
  expect(may!.x).toBeGreaterThan(june!.x);
  expect(april!.y).toBeGreaterThan(june!.y);
  expect(firstJune!.y).toBeGreaterThan(june!.y);
  expect(Math.abs(firstJune!.x - june!.x)).toBeLessThan(2);

  // The years along the window's edge; 2021 is below the window until the jump.
  for (const year of ["2025", "2024", "2023", "2022", "2021"])
    await expect(scrubber(page).getByRole("button", { name: year })).toBeAttached();
  await expect(heading(page, "October 2021")).not.toBeInViewport();
  await scrubber(page).getByRole("button", { name: "2021" }).click();
  await expect(heading(page, "October 2021")).toBeInViewport();
  await expect(photoTile(page, "Photo 2021-10-10")).toBeVisible();

  // Opened there, the viewer knows where it is in the whole library and steps on to older ones.
  await photoTile(page, "Photo 2021-10-10").click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toHaveAccessibleName("Photo 2021-10-10");
  await expect(viewer).toHaveAccessibleDescription(`${count - 1} of ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toHaveAccessibleName("Photo 2021-03-03");
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);

  // By title, there are no months.
  await page.getByLabel("Sort").selectOption({ label: "Title" });
  await expect(photoTile(page, "Photo 2021-03-03")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /\d{4}$/ })).toHaveCount(0);
  await expect(scrubber(page)).toHaveCount(0);
});

for (const [width, colorScheme] of [
  [1280, "dark"],
  [390, "light"],
  [390, "dark"],
] as const) {
  test(`the timeline at ${width} px (${colorScheme}): axe clean, nothing wider than the window${width < 640 ? ", photos edge to edge" : ""}`, async ({
    page,
    signedIn,
    stack,
    user,
  }) => {
    test.setTimeout(180_000);
    await setColorScheme(page, colorScheme);
    await signedIn.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await fiveYears(stack, user);
    await page.reload();
    await expect(heading(page, "June 2025")).toBeVisible();
    await expect(scrubber(page)).toBeVisible();
    if (width < 640) {
      // Three to a row, from one edge of the screen to the other, 2 px apart.
      const [first, second] = [
        await photoTile(page, "Photo 2025-06-20").boundingBox(),
        await photoTile(page, "Photo 2025-06-12").boundingBox(),
      ];
      expect(first!.x).toBe(0);
      expect(second!.x - (first!.x + first!.width)).toBeCloseTo(2, 0);
    }
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await scrubber(page).getByRole("button", { name: "2022" }).click();
    await expect(heading(page, "December 2022")).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}

test("an empty library asks for photos with a drop area; then an Upload button takes over, and a drop anywhere on the window uploads", async ({
  signedIn: page,
}) => {
  const zone = page.locator('[data-slot="dropzone"]');
  // (The zone and its file input both carry the name.)
  const dropArea = page.getByRole("button", { name: "Drag photos here, or choose them" }).first();
  await expect(dropArea).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toHaveCount(0);

  await pickFiles(page, [png("first.png", { hue: 3 })]);
  await expect(photoTile(page, "first")).toBeVisible();
  const upload = page.getByRole("button", { name: "Upload", exact: true }).first();
  await expect(upload).toBeVisible();
  // In the heading's row, at its end.
  const [title, button] = [
    await page.getByRole("heading", { name: "Library", level: 1 }).boundingBox(),
    await upload.boundingBox(),
  ];
  expect(Math.abs(button!.y - title!.y)).toBeLessThan(title!.height);
  await expect(dropArea).toHaveCount(0);

  // Files dragged in from the desktop anywhere on the page: the zone covers the window and takes them.
  const transfer = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(["not read"], "second.png", { type: "image/png" }));
    return data;
  });
  await page.locator("main").dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-window-dragging", "");
  const cover = await zone.boundingBox();
  const viewport = page.viewportSize()!;
  expect(cover!.width).toBeGreaterThan(viewport.width - 40);
  expect(cover!.height).toBeGreaterThan(viewport.height - 40);
  await expectNoAxeViolations(page);
  await page.locator("main").dispatchEvent("dragleave", { dataTransfer: transfer });
  await expect(zone).not.toHaveAttribute("data-window-dragging");

  const dropped = png("second.png", { hue: 90 });
  const photo = await page.evaluateHandle(
    ({ bytes, name }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return data;
    },
    { bytes: [...dropped.buffer], name: dropped.name },
  );
  await page.locator("main").dispatchEvent("dragenter", { dataTransfer: photo });
  await expect(zone).toHaveAttribute("data-window-dragging", "");
  await zone.dispatchEvent("dragenter", { dataTransfer: photo });
  await zone.dispatchEvent("dragover", { dataTransfer: photo });
  await zone.dispatchEvent("drop", { dataTransfer: photo });
  await expect(zone).not.toHaveAttribute("data-window-dragging");
  await expect(photoTile(page, "second")).toBeVisible();
  await expect(page.getByText("2 photos", { exact: true })).toBeVisible();
});
