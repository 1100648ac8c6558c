import type {} from "@pocketkit/testkit/browser-context";
import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";
import { createTestClient, type TestClient } from "@pocketkit/testkit/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import PocketBase, { BaseAuthStore, ClientResponseError, type RecordModel } from "pocketbase";
import { afterEach, beforeAll, describe, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";

import { generateTypes } from "../../../../client/src/typegen/generate-types";
import { CollectionBrowser, type CollectionBrowserProps } from ".";

// The connected CollectionBrowser in real Chromium against a real PocketBase with the kitchen-sink
// schema (test-schema/pb_migrations, started by the browser project's global setup): a collection
// per field type, members with an `editor` or `viewer` role, and a view. Every step goes through
// the UI; the server's state is checked after each with a superuser's own SDK client.

const url = inject("kitchenSinkUrl");
const MEMBER_PASSWORD = "correct horse battery";
let admin: PocketBase;
let collections: CollectionSchema[];
let target: RecordModel;

beforeAll(async () => {
  // Memory auth stores: the SDK's default keeps the session in localStorage, shared by every client.
  admin = new PocketBase(url, new BaseAuthStore());
  admin.autoCancellation(false);
  const { email, password } = inject("kitchenSinkSuperuser");
  await admin.collection("_superusers").authWithPassword(email, password);
  collections = (await admin.collections.getFullList()) as unknown as CollectionSchema[];
  target = await admin.collection("kit_text").create({ name: "Target record" });
  await admin.collection("kit_number").create({ name: "Seven", amount: 7 });
  for (const role of ["editor", "viewer"]) {
    await admin.collection("members").create({
      email: `${role}@kitchen.test`,
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
      name: `A ${role}`,
      role,
    });
  }
});

// Testing Library unmounts by itself only where test globals are on; they are not here.
afterEach(cleanup);

async function signedIn(collection: "_superusers" | "members", email: string, password: string) {
  const client = createTestClient(url);
  await client.pocketkit.pb.collection(collection).authWithPassword(email, password);
  return client;
}
const asSuperuser = () => {
  const { email, password } = inject("kitchenSinkSuperuser");
  return signedIn("_superusers", email, password);
};
const asMember = (role: "editor" | "viewer") => signedIn("members", `${role}@kitchen.test`, MEMBER_PASSWORD);

function renderBrowser(client: TestClient, props: CollectionBrowserProps = {}) {
  return render(<CollectionBrowser {...props} />, { wrapper: client.wrapper });
}

/** The schema exactly as `pocketkit-typegen` writes it: the `schema` constant of its output. */
function typegenSchema(): PocketkitSchema {
  const source = generateTypes(collections);
  const start = source.indexOf("export const schema = ") + "export const schema = ".length;
  const end = source.indexOf(" as const satisfies PocketkitSchema;");
  return JSON.parse(source.slice(start, end)) as PocketkitSchema;
}

const picker = () => screen.getByRole("navigation", { name: "Collections" });

async function choose(name: string) {
  const nav = await screen.findByRole("navigation", { name: "Collections" });
  await userEvent.click(await within(nav).findByRole("button", { name }));
  await screen.findByRole("heading", { level: 2, name });
}

const recordsOf = (name: string) => screen.findByRole("table", { name: `Records of ${name}` });

async function openRow(collection: string, text: string): Promise<HTMLElement> {
  await userEvent.click(await within(await recordsOf(collection)).findByText(text));
  return screen.findByRole("dialog");
}

async function closed(role: "dialog" | "alertdialog") {
  // On failure, says what the dialog still shows (a refusal, a field error).
  await waitFor(
    () => expect(screen.queryByRole(role), screen.queryByRole(role)?.textContent ?? "").toBeNull(),
    {
      timeout: 10_000,
    },
  );
}

async function serverRecord(collection: string, name: string): Promise<RecordModel> {
  return admin.collection(collection).getFirstListItem(admin.filter("name = {:name}", { name }));
}

async function gone(collection: string, id: string): Promise<boolean> {
  try {
    await admin.collection(collection).getOne(id);
    return false;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return true;
    throw error;
  }
}

const textbox = (form: HTMLElement, name: string) => within(form).getByRole("textbox", { name });
const number = (form: HTMLElement, name: string) => within(form).getByRole("spinbutton", { name });

/** A single choice: the form's native select. */
async function pickOption(form: HTMLElement, field: string, option: string) {
  await userEvent.selectOptions(within(form).getByRole("combobox", { name: field }), option);
}

/** How to fill, check, change and check again the field of each collection's type, through the form. */
interface FieldCase {
  collection: string;
  fill(form: HTMLElement): Promise<void>;
  created(record: RecordModel): void;
  edit?(form: HTMLElement): Promise<void>;
  edited?(record: RecordModel): void;
}

const localDate = (text: string) => new Date(text).toISOString();

const cases: FieldCase[] = [
  {
    collection: "kit_text",
    fill: (form) => userEvent.fill(textbox(form, "Subtitle"), "A calm sea"),
    created: (record) => expect(record.subtitle).toBe("A calm sea"),
    edit: (form) => userEvent.fill(textbox(form, "Subtitle"), "A rough sea"),
    edited: (record) => expect(record.subtitle).toBe("A rough sea"),
  },
  {
    collection: "kit_editor",
    fill: (form) => userEvent.fill(textbox(form, "Body"), "<p>Hello <b>sea</b></p>"),
    created: (record) => expect(record.body).toBe("<p>Hello <b>sea</b></p>"),
    edit: (form) => userEvent.fill(textbox(form, "Body"), "<p>Bye</p>"),
    edited: (record) => expect(record.body).toBe("<p>Bye</p>"),
  },
  {
    collection: "kit_number",
    fill: (form) => userEvent.fill(number(form, "Amount"), "42.5"),
    created: (record) => expect(record.amount).toBe(42.5),
    edit: (form) => userEvent.fill(number(form, "Amount"), "3"),
    edited: (record) => expect(record.amount).toBe(3),
  },
  {
    collection: "kit_bool",
    fill: (form) => userEvent.click(within(form).getByRole("switch", { name: "Done" })),
    created: (record) => expect(record.done).toBe(true),
    edit: (form) => userEvent.click(within(form).getByRole("switch", { name: "Done" })),
    edited: (record) => expect(record.done).toBe(false),
  },
  {
    collection: "kit_email",
    fill: (form) => userEvent.fill(textbox(form, "Contact"), "ada@example.com"),
    created: (record) => expect(record.contact).toBe("ada@example.com"),
    edit: (form) => userEvent.fill(textbox(form, "Contact"), "grace@example.com"),
    edited: (record) => expect(record.contact).toBe("grace@example.com"),
  },
  {
    collection: "kit_url",
    fill: (form) => userEvent.fill(textbox(form, "Link"), "https://example.com/sea"),
    created: (record) => expect(record.link).toBe("https://example.com/sea"),
  },
  {
    collection: "kit_date",
    fill: (form) => userEvent.fill(within(form).getByLabelText(/^Due/), "2026-05-04T10:30"),
    created: (record) => expect(localDate(String(record.due))).toBe(localDate("2026-05-04T10:30")),
    edit: (form) => userEvent.fill(within(form).getByLabelText(/^Due/), "2027-01-02T08:00"),
    edited: (record) => expect(localDate(String(record.due))).toBe(localDate("2027-01-02T08:00")),
  },
  {
    collection: "kit_autodate",
    fill: async () => undefined,
    created: (record) => expect(record.stamped).toMatch(/^\d{4}-\d\d-\d\d /),
  },
  {
    collection: "kit_select",
    fill: (form) => pickOption(form, "Status", "published"),
    created: (record) => expect(record.status).toBe("published"),
    edit: (form) => pickOption(form, "Status", "archived"),
    edited: (record) => expect(record.status).toBe("archived"),
  },
  {
    collection: "kit_multiselect",
    fill: async (form) => {
      await userEvent.click(within(form).getByRole("checkbox", { name: "red" }));
      await userEvent.click(within(form).getByRole("checkbox", { name: "blue" }));
    },
    created: (record) => expect(record.colors).toEqual(["red", "blue"]),
    edit: (form) => userEvent.click(within(form).getByRole("checkbox", { name: "red" })),
    edited: (record) => expect(record.colors).toEqual(["blue"]),
  },
  {
    collection: "kit_file",
    fill: async (form) => {
      const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, new File(["hello pocketkit"], "note.txt", { type: "text/plain" }));
      await within(form).findByText("note.txt");
    },
    created: (record) => expect(record.attachment).toMatch(/^note_\w+\.txt$/),
  },
  {
    collection: "kit_relation",
    fill: async (form) => {
      await userEvent.click(within(form).getByRole("combobox", { name: "Target" }));
      await userEvent.fill(await screen.findByRole("combobox", { name: "Search Target" }), "Target");
      await userEvent.click(await screen.findByRole("option", { name: "Target record" }));
    },
    created: (record) => expect(record.target).toBe(target.id),
  },
  {
    collection: "kit_json",
    fill: (form) => userEvent.fill(textbox(form, "Data"), '{"depth": 3, "tags": ["a", "b"]}'),
    created: (record) => expect(record.data).toEqual({ depth: 3, tags: ["a", "b"] }),
    edit: (form) => userEvent.fill(textbox(form, "Data"), "[1, 2]"),
    edited: (record) => expect(record.data).toEqual([1, 2]),
  },
  {
    collection: "kit_geopoint",
    fill: async (form) => {
      await userEvent.fill(number(form, "Latitude"), "52.52");
      await userEvent.fill(number(form, "Longitude"), "13.405");
    },
    created: (record) => expect(record.place).toEqual({ lat: 52.52, lon: 13.405 }),
    edit: (form) => userEvent.fill(number(form, "Latitude"), "-33.9"),
    edited: (record) => expect(record.place).toEqual({ lat: -33.9, lon: 13.405 }),
  },
];

describe("as a superuser (collections from /api/collections)", () => {
  test.for(cases)("$collection: create, edit and delete through the generated form", async (fieldCase) => {
    const client = await asSuperuser();
    renderBrowser(client);
    const name = `${fieldCase.collection} one`;
    await choose(fieldCase.collection);

    // Create.
    await userEvent.click(await screen.findByRole("button", { name: "New record" }));
    let form = await screen.findByRole("dialog", { name: `New record in ${fieldCase.collection}` });
    await userEvent.fill(textbox(form, "Name"), name);
    await fieldCase.fill(form);
    await userEvent.click(within(form).getByRole("button", { name: "Create" }));
    await closed("dialog");
    await screen.findByText("Record created.");
    const created = await serverRecord(fieldCase.collection, name);
    fieldCase.created(created);

    // Edit: the row opens the record's form.
    form = await openRow(fieldCase.collection, name);
    await expect(within(form).getByRole("heading", { name: `Edit ${name}` })).toBeTruthy();
    const nameBox = await within(form).findByRole("textbox", { name: "Name" });
    await waitFor(() => expect(nameBox).toHaveProperty("value", name));
    await userEvent.fill(nameBox, `${name} edited`);
    await fieldCase.edit?.(form);
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    await closed("dialog");
    const edited = await admin.collection(fieldCase.collection).getOne(created.id);
    expect(edited.name).toBe(`${name} edited`);
    fieldCase.edited?.(edited);
    if (fieldCase.collection === "kit_relation") {
      // The relation shows by the related record's readable field, not its id.
      const row = within(await recordsOf("kit_relation"))
        .getByText(`${name} edited`)
        .closest("tr")!;
      await waitFor(() => expect(row.textContent).toContain("Target record"));
    }

    // Delete, after a confirmation.
    form = await openRow(fieldCase.collection, `${name} edited`);
    await userEvent.click(within(form).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: `Delete ${name} edited?` });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await closed("alertdialog");
    await closed("dialog");
    expect(await gone(fieldCase.collection, created.id)).toBe(true);
    await waitFor(async () =>
      expect(within(await recordsOf(fieldCase.collection)).queryByText(`${name} edited`)).toBeNull(),
    );
  });

  test("members (auth): email and a password on create, verified on edit, then delete", async () => {
    const client = await asSuperuser();
    renderBrowser(client);
    await choose("members");
    const table = await recordsOf("members");
    // The auth collection's columns: email and verified are there, the password is not.
    expect(within(table).getByRole("columnheader", { name: "Email" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "Verified" })).toBeTruthy();
    expect(within(table).queryByRole("columnheader", { name: /Password/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "New record" }));
    const form = await screen.findByRole("dialog", { name: "New record in members" });
    await userEvent.fill(textbox(form, "Name"), "Nia New");
    await pickOption(form, "Role", "editor");
    await userEvent.fill(within(form).getByLabelText(/^Password/), "a long password");
    await userEvent.fill(within(form).getByLabelText(/^Confirm password/), "a long password");
    await userEvent.fill(textbox(form, "Email"), "nia@kitchen.test");
    await userEvent.click(within(form).getByRole("button", { name: "Create" }));
    await closed("dialog");

    const created = await serverRecord("members", "Nia New");
    expect(created).toMatchObject({ email: "nia@kitchen.test", verified: false, role: "editor" });
    const check = new PocketBase(url, new BaseAuthStore());
    await expect(
      check.collection("members").authWithPassword("nia@kitchen.test", "a long password"),
    ).resolves.toBeTruthy();

    const edit = await openRow("members", "Nia New");
    const nameBox = await within(edit).findByRole("textbox", { name: "Name" });
    await waitFor(() => expect(nameBox).toHaveProperty("value", "Nia New"));
    await userEvent.fill(nameBox, "Nia Renamed");
    // The client's validator refuses `verified` on create (as PocketBase does for anyone but a
    // superuser), so it is set when editing.
    await userEvent.click(within(edit).getByRole("switch", { name: "Verified" }));
    await userEvent.click(within(edit).getByRole("button", { name: "Save changes" }));
    await closed("dialog");
    expect(await admin.collection("members").getOne(created.id)).toMatchObject({
      name: "Nia Renamed",
      verified: true,
    });

    const again = await openRow("members", "Nia Renamed");
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Delete Nia Renamed?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await closed("alertdialog");
    expect(await gone("members", created.id)).toBe(true);
  });

  test("the view collection shows its rows and offers no create, edit or delete", async () => {
    const client = await asSuperuser();
    renderBrowser(client);
    await choose("kit_number_view");
    const table = await recordsOf("kit_number_view");
    await within(table).findByText("Seven");
    expect(screen.getByText("Read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New record" })).toBeNull();
    expect(within(table).queryAllByRole("checkbox")).toHaveLength(0);
    const details = await openRow("kit_number_view", "Seven");
    expect(within(details).queryByRole("textbox")).toBeNull();
    expect(within(details).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(details).getByText("Amount")).toBeTruthy();
  });

  test("bulk delete through the batch API reports the one record that was already gone", async () => {
    const [kept, vanishing] = await Promise.all(
      ["Bulk A", "Bulk B"].map((name) => admin.collection("kit_bool").create({ name })),
    );
    const client = await asSuperuser();
    renderBrowser(client);
    await choose("kit_bool");
    const table = await recordsOf("kit_bool");
    await within(table).findByText("Bulk A");
    await userEvent.click(within(table).getByRole("checkbox", { name: "Select row Bulk A" }));
    await userEvent.click(within(table).getByRole("checkbox", { name: "Select row Bulk B" }));
    // Someone else deletes one of them meanwhile.
    await admin.collection("kit_bool").delete(vanishing!.id);
    await userEvent.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 2 records?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete 2 records" }));

    const report = await screen.findByRole("region", { name: "Deleting 2 records from kit_bool" });
    await within(report).findByText("1 done, 1 failed", {}, { timeout: 10_000 });
    expect(within(report).getAllByRole("listitem")).toHaveLength(1);
    expect(within(report).getByRole("listitem").textContent).toContain(`Record ${vanishing!.id}`);
    expect(await gone("kit_bool", kept!.id)).toBe(true);
    // What failed stays selected, nothing else.
    expect(screen.getByRole("button", { name: "Delete selected (1)" })).toBeTruthy();
  });
});

describe("as an editor member (schema from the typegen)", () => {
  test("the typegen's schema has no rules: superuser-only collections are refused with a clear message", async () => {
    const schema = typegenSchema();
    expect(schema.kit_json).toBeDefined();
    expect(schema.kit_json!.listRule).toBeUndefined();
    const client = await asMember("editor");
    renderBrowser(client, { schema });
    await choose("kit_json");
    await expect(
      within(await recordsOf("kit_json")).findByText(
        "You don't have permission to see the records of kit_json.",
      ),
    ).resolves.toBeTruthy();
  });

  test("creates and edits where the rules allow, and a delete the rules refuse says so", async () => {
    const client = await asMember("editor");
    renderBrowser(client, { schema: typegenSchema() });
    await choose("kit_number");

    await userEvent.click(await screen.findByRole("button", { name: "New record" }));
    const form = await screen.findByRole("dialog", { name: "New record in kit_number" });
    await userEvent.fill(textbox(form, "Name"), "Editor's number");
    await userEvent.fill(number(form, "Amount"), "12");
    await userEvent.click(within(form).getByRole("button", { name: "Create" }));
    await closed("dialog");
    const created = await serverRecord("kit_number", "Editor's number");
    expect(created.amount).toBe(12);

    const edit = await openRow("kit_number", "Editor's number");
    const amount = await within(edit).findByRole("spinbutton", { name: "Amount" });
    await waitFor(() => expect(amount).toHaveProperty("value", "12"));
    await userEvent.fill(amount, "13");
    await userEvent.click(within(edit).getByRole("button", { name: "Save changes" }));
    await closed("dialog");
    expect((await admin.collection("kit_number").getOne(created.id)).amount).toBe(13);

    // Without rules in the schema, Delete is offered; kit_number's deleteRule is null, so the server refuses.
    const again = await openRow("kit_number", "Editor's number");
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await within(confirm).findByText(
      "You don't have permission to delete this record of kit_number, or it no longer exists.",
    );
    expect(await gone("kit_number", created.id)).toBe(false);
  });

  test("with the rules in the schema: superuser-only collections are not listed, delete is hidden where deleteRule is null", async () => {
    const withRules = Object.fromEntries(collections.map((collection) => [collection.name, collection]));
    const client = await asMember("editor");
    renderBrowser(client, { schema: withRules });
    await choose("kit_text");
    const nav = picker();
    expect(within(nav).queryByRole("button", { name: "kit_json" })).toBeNull();
    expect(within(nav).queryByRole("button", { name: "kit_geopoint" })).toBeNull();
    expect(within(nav).getByRole("button", { name: "kit_number" })).toBeTruthy();

    // kit_text: everything, delete included.
    const texts = await recordsOf("kit_text");
    await within(texts).findByText("Target record");
    expect(within(texts).getAllByRole("checkbox").length).toBeGreaterThan(0);
    const text = await openRow("kit_text", "Target record");
    expect(within(text).getByRole("button", { name: "Delete" })).toBeTruthy();
    await userEvent.click(await within(text).findByRole("button", { name: "Cancel" }));
    await closed("dialog");

    // kit_number: no delete anywhere (deleteRule null), create and edit still offered.
    await choose("kit_number");
    const numbers = await recordsOf("kit_number");
    await within(numbers).findByText("Seven");
    expect(within(numbers).queryAllByRole("checkbox")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "New record" })).toBeTruthy();
    const seven = await openRow("kit_number", "Seven");
    await within(seven).findByRole("textbox", { name: "Name" });
    expect(within(seven).queryByRole("button", { name: "Delete" })).toBeNull();
    await userEvent.click(within(seven).getByRole("button", { name: "Cancel" }));
    await closed("dialog");

    // members: creating members is for superusers (createRule null).
    await choose("members");
    expect(screen.queryByRole("button", { name: "New record" })).toBeNull();
  });

  test("a viewer member is refused by the rules, and what was typed stays", async () => {
    const withRules = Object.fromEntries(collections.map((collection) => [collection.name, collection]));
    const client = await asMember("viewer");
    renderBrowser(client, { schema: withRules });
    await choose("kit_text");
    // The list rule filters: a viewer sees no records at all.
    await within(await recordsOf("kit_text")).findByText("No records yet.");
    await userEvent.click(screen.getByRole("button", { name: "New record" }));
    const form = await screen.findByRole("dialog", { name: "New record in kit_text" });
    await userEvent.fill(textbox(form, "Name"), "Viewer's text");
    await userEvent.click(within(form).getByRole("button", { name: "Create" }));
    await within(form).findByText("You don't have permission to create records in kit_text.");
    expect(textbox(form, "Name")).toHaveProperty("value", "Viewer's text");
    await expect(serverRecord("kit_text", "Viewer's text")).rejects.toThrow();
  });
});

describe("the filter box", () => {
  test("a filter PocketBase can't parse is explained under the box, and the expression stays", async () => {
    const client = await asSuperuser();
    renderBrowser(client);
    await choose("kit_text");
    await within(await recordsOf("kit_text")).findByText("Target record");
    const box = screen.getByRole("textbox", { name: "Filter" });

    await userEvent.fill(box, 'name ~ "Target" &&');
    await userEvent.keyboard("{Enter}");
    const alert = await screen.findByText(/^This filter doesn't parse: /);
    expect(alert.textContent).toContain("Something went wrong while processing your request.");
    expect(screen.getByText("Likely problem: the filter ends with “&&”.")).toBeTruthy();
    expect(box).toHaveProperty("value", 'name ~ "Target" &&');
    expect(box.getAttribute("aria-invalid")).toBe("true");
    // The rows the server gave last stay on screen meanwhile.
    expect(within(await recordsOf("kit_text")).getByText("Target record")).toBeTruthy();

    await userEvent.fill(box, "nope = 1");
    await userEvent.keyboard("{Enter}");
    await screen.findByText("Likely problem: kit_text has no field “nope”.");

    await userEvent.fill(box, 'name ~ "Target" && created > "2020-01-01"');
    await userEvent.click(screen.getByRole("button", { name: "Apply filter" }));
    await waitFor(() => expect(screen.queryByText(/^This filter doesn't parse/)).toBeNull());
    expect(within(await recordsOf("kit_text")).getByText("Target record")).toBeTruthy();
  });
});
