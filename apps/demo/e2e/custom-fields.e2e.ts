// Custom fields (DESIGN §7): made in Settings in a person's words (a type such as "List of
// choices", choices as chips), listed live, edited and deleted there; filled in on a photo in
// the viewer's info panel, each with its own kind of input; a deleted field takes its values off
// the photos. The server's refusals are said under the field they concern.
import type { Page } from "@playwright/test";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import { createPhoto, expectFitsWidth, expectNoAxeViolations, photoTile, setColorScheme } from "./support";

const section = (page: Page) => page.getByRole("region", { name: "Custom fields" });
const fieldList = (page: Page) => section(page).getByRole("list", { name: "Custom fields" });
const row = (page: Page, name: string) =>
  fieldList(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });

/** axe at a computer's width and a phone's, light and dark; the page fits the phone. */
async function expectAccessibleEverywhere(
  page: Page,
  { beforePhone }: { beforePhone?: () => Promise<void> } = {},
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    if (width === 390) await beforePhone?.();
    for (const scheme of ["light", "dark"] as const) {
      await setColorScheme(page, scheme);
      await expectNoAxeViolations(page);
    }
    await expectFitsWidth(page);
  }
  await setColorScheme(page, "light");
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Fills in the Add a field form and sends it. */
async function addField(page: Page, name: string, type: string, choices: string[] = []) {
  const form = section(page);
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("combobox", { name: "Type" }).selectOption(type);
  const input = form.getByRole("textbox", { name: "Choices" });
  for (const choice of choices) {
    await input.fill(choice);
    await input.press("Enter");
  }
  await form.getByRole("button", { name: "Add field" }).click();
}

async function fieldsOf(stack: GalleryStack, user: TestUser) {
  return stack.admin
    .collection("metadata_fields")
    .getFullList({ filter: `owner = "${user.id}"`, sort: "created" });
}

test("fields made, listed and edited in words, filled in on a photo with the inputs of their types, and deleted with their values", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(240_000);
  const photo = await createPhoto(stack, user.id, "Harbour at noon", { hue: 40 });
  await signedIn.goto("/settings");
  await expect(section(page).getByText("No custom fields yet.")).toBeVisible();
  await expect(section(page).getByText("0 of 30 fields")).toBeVisible();

  await addField(page, "Lens", "Text");
  await expect(page.getByText("Field “Lens” added", { exact: true })).toBeVisible();
  await expect(row(page, "Lens")).toContainText("Text");

  // A list needs its choices; the form says so under them and keeps what was typed.
  const form = section(page);
  await form.getByRole("textbox", { name: "Name" }).fill("Film stock");
  await form.getByRole("combobox", { name: "Type" }).selectOption("List of choices");
  await form.getByRole("button", { name: "Add field" }).click();
  const choicesInput = form.getByRole("textbox", { name: "Choices" });
  await expect(choicesInput).toHaveAccessibleDescription(/Add at least one choice\./);
  await expect(choicesInput).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Film stock");
  for (const choice of ["Portra 400", "HP5 Plus", "Ektar 100"]) {
    await choicesInput.fill(choice);
    await choicesInput.press("Enter");
  }
  await expect(form.getByText("Add at least one choice.")).toHaveCount(0);
  await form.getByRole("button", { name: "Add field" }).click();
  await expect(page.getByText("Field “Film stock” added", { exact: true })).toBeVisible();
  await expect(row(page, "Film stock")).toContainText("List of choices");
  await expect(
    section(page).getByRole("list", { name: "Choices of Film stock" }).getByRole("listitem"),
  ).toHaveText(["Portra 400", "HP5 Plus", "Ektar 100"]);
  // The form is empty for the next field, and has no choices until a list is chosen.
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(form.getByRole("textbox", { name: "Choices" })).toHaveCount(0);

  // A name is used once, whatever its case.
  await addField(page, "lens", "Number");
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
    "You already have a field called “lens”.",
  );

  // Live: fields made on another device show at once, in words.
  await stack.admin.collection("metadata_fields").create({ owner: user.id, name: "Printed", type: "bool" });
  await stack.admin
    .collection("metadata_fields")
    .create({ owner: user.id, name: "Developed on", type: "date" });
  await stack.admin.collection("metadata_fields").create({ owner: user.id, name: "Rating", type: "number" });
  await expect(row(page, "Printed")).toContainText("Yes / No");
  await expect(row(page, "Developed on")).toContainText("Date");
  await expect(row(page, "Rating")).toContainText("Number");
  await expect(section(page).getByText("5 of 30 fields")).toBeVisible();
  // Words a person uses, nothing a programmer would.
  await expect(section(page)).not.toContainText(/\brecords?\b|JSON|\bbool\b|\bselect\b|\[|null|undefined/);
  await expectAccessibleEverywhere(page);

  // Edit: a new name, a choice fewer and one more.
  await row(page, "Film stock").getByRole("button", { name: "Edit Film stock" }).click();
  const edit = page.getByRole("dialog", { name: "Edit “Film stock”" });
  await expect(edit).toBeVisible();
  await expect(edit).toContainText("Type: List of choices");
  await edit.getByRole("textbox", { name: "Name" }).fill("Film");
  await edit.getByRole("button", { name: "Remove choice Ektar 100" }).click();
  await edit.getByRole("textbox", { name: "Choices" }).fill("Velvia 50");
  await edit.getByRole("textbox", { name: "Choices" }).press("Enter");
  await expectAccessibleEverywhere(page);
  await edit.getByRole("button", { name: "Save field" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Field “Film” saved", { exact: true })).toBeVisible();
  await expect(section(page).getByRole("list", { name: "Choices of Film" }).getByRole("listitem")).toHaveText(
    ["Portra 400", "HP5 Plus", "Velvia 50"],
  );
  const [lens, film, printed, developed, rating] = await fieldsOf(stack, user);
  expect(film).toMatchObject({
    name: "Film",
    type: "select",
    options: ["Portra 400", "HP5 Plus", "Velvia 50"],
  });
  expect(lens).toMatchObject({ name: "Lens", type: "text" });

  // On a photo: each field with the input of its type, in the viewer's info panel.
  await page.getByRole("link", { name: "Library" }).click();
  await photoTile(page, "Harbour at noon").click();
  const fields = page.getByRole("dialog").getByRole("group", { name: "Custom fields" });
  await expect(fields).toBeVisible();
  await fields.getByRole("textbox", { name: "Lens" }).fill("35 mm");
  const filmSelect = fields.getByRole("combobox", { name: "Film" });
  expect(await filmSelect.locator("option").allTextContents()).toEqual([
    "None",
    "Portra 400",
    "HP5 Plus",
    "Velvia 50",
  ]);
  await filmSelect.selectOption("HP5 Plus");
  await fields.getByRole("checkbox", { name: "Printed" }).check();
  await expect(fields.getByLabel("Developed on")).toHaveAttribute("type", "date");
  await fields.getByLabel("Developed on").fill("2024-05-01");
  // Typed key by key, as a person types: the decimal point must survive the keystroke after it.
  await fields.getByRole("spinbutton", { name: "Rating" }).pressSequentially("4.5");
  await expect(fields.getByRole("spinbutton", { name: "Rating" })).toHaveValue("4.5");
  await expect(page.getByRole("dialog")).not.toContainText(/JSON|\[|\{/);
  await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  expect((await stack.admin.collection("images").getOne(photo.id)).metadata).toEqual({
    [lens!.id]: "35 mm",
    [film!.id]: "HP5 Plus",
    [printed!.id]: true,
    [developed!.id]: "2024-05-01",
    [rating!.id]: 4.5,
  });
  await expectAccessibleEverywhere(page, {
    // On a phone the info panel starts closed.
    beforePhone: async () => {
      if ((await fields.count()) === 0)
        await page.getByRole("dialog").getByRole("button", { name: "Info" }).click();
      await expect(fields).toBeVisible();
    },
  });
  await page.getByRole("button", { name: "Close image viewer" }).click();

  // Delete, said first what becomes of the photo's value.
  await page.getByRole("link", { name: "Settings" }).click();
  await row(page, "Lens").getByRole("button", { name: "Delete Lens" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete “Lens”?" });
  await expect(confirm).toContainText(
    "The photo that has a value for it loses that value. This can't be undone.",
  );
  await expectAccessibleEverywhere(page);
  await confirm.getByRole("button", { name: "Delete field" }).click();
  await expect(page.getByText("Field “Lens” deleted", { exact: true })).toBeVisible();
  await expect(row(page, "Lens")).toHaveCount(0);
  expect((await fieldsOf(stack, user)).map((field) => field.name)).toEqual([
    "Film",
    "Printed",
    "Developed on",
    "Rating",
  ]);
  expect((await stack.admin.collection("images").getOne(photo.id)).metadata).not.toHaveProperty(lens!.id);
});

test("what the server refuses is said under the field, and nothing typed is lost: a name taken on another device, the 31st field", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  // As a device whose live updates lag: the list here does not hear of the other device's fields.
  await page.route("**/api/realtime*", (route) => route.abort());
  await signedIn.goto("/settings");
  await expect(section(page).getByText("0 of 30 fields")).toBeVisible();
  await stack.admin.collection("metadata_fields").create({ owner: user.id, name: "Rating", type: "number" });

  await addField(page, "Rating", "Number");
  const name = section(page).getByRole("textbox", { name: "Name" });
  await expect(name).toHaveAccessibleDescription("You already have a field called “Rating”.");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Rating");
  await expect(section(page).getByRole("combobox", { name: "Type" })).toHaveValue("number");

  for (let index = 2; index <= 30; index++) {
    await stack.admin
      .collection("metadata_fields")
      .create({ owner: user.id, name: `Field ${index}`, type: "text" });
  }
  await name.fill("Mood");
  await section(page).getByRole("button", { name: "Add field" }).click();
  await expect(name).toHaveAccessibleDescription(
    "You already have 30 fields, the most there can be. Delete one to add another.",
  );
  await expect(name).toHaveValue("Mood");

  // Once the list knows, the form gives way to the limit.
  await page.reload();
  await expect(section(page).getByText("30 of 30 fields")).toBeVisible();
  await expect(
    section(page).getByText("You have 30 fields, the most there can be. Delete one to add another."),
  ).toBeVisible();
  await expect(section(page).getByRole("button", { name: "Add field" })).toHaveCount(0);
  expect(await fieldsOf(stack, user)).toHaveLength(30);
});
