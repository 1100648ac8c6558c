import { PocketkitError, type CollectionSchema } from "@pocketkit/client";
import {
  albumRecords,
  albumsCollection,
  fixtureSchema,
  imageRecords,
  imagesCollection,
  placeRecords,
  placesCollection,
  usersCollection,
} from "@pocketkit/testkit/fixtures";
import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, screen, spyOn, userEvent, waitFor, within, type Mock } from "storybook/test";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../overlays/dialog";
import { animationsSettled } from "../../overlays/story-helpers";
import type { RecordFieldInputProps } from "./field-inputs/types";
import type { RecordData } from "./record-form-model";
import { fieldNamed, pngFile, storyFileUrl } from "./record-form-story-helpers";
import { RecordForm } from "./record-form";
import { RecordFormView, type RecordFormViewProps } from "./record-form-view";

type Submit = RecordFormViewProps["onSubmit"];

/** An `onSubmit` the play functions can check. */
const submitting = (implementation: Submit = async () => undefined) => fn<Submit>(implementation);

const [harbour, , museum] = placeRecords as [RecordData, RecordData, RecordData];

const meta = {
  title: "Data/RecordForm",
  component: RecordFormView,
  args: {
    collection: placesCollection,
    onSubmit: submitting(),
    relationOptions: { album: albumRecords },
    fileUrl: storyFileUrl,
    style: { maxWidth: 560 },
  },
} satisfies Meta<typeof RecordFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = (args: { onSubmit: unknown }) => args.onSubmit as Mock;

/** A new place: every field empty, Create sends what was typed, and the form is empty again after. */
export const Create: Story = {
  args: { fields: ["name", "kind", "visited", "rating", "notes"] },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-required", "true");
  },
};

/** Create, played: the steps a person takes from its first render, and what they lead to. */
export const CreateInteraction: Story = {
  ...Create,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-required", "true");
    await userEvent.type(name, "Bay");
    await userEvent.click(canvas.getByRole("checkbox", { name: "beach" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Visited" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Rating" }), "4");
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    const [values, files] = submitted(args).mock.calls[0]!;
    await expect(values).toMatchObject({ name: "Bay", kind: ["beach"], visited: true, rating: 4 });
    await expect(values).not.toHaveProperty("id");
    await expect(files).toEqual({});
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    // Ready for the next one.
    await expect(name).toHaveValue("");
    await expect(canvas.getByRole("checkbox", { name: "beach" })).not.toBeChecked();
  },
};

/** An existing place: its values shown, Save enabled once something changed, only changes sent. */
export const Edit: Story = {
  args: {
    record: harbour,
    onSubmit: submitting(async (values) => ({ ...harbour, ...values })),
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole("button", { name: "Save changes" });
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Old Harbour");
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Coast");
    await expect(canvas.getByRole("textbox", { name: "Id" })).toHaveAttribute("readonly");
  },
};

/** Edit, played: the steps a person takes from its first render, and what they lead to. */
export const EditInteraction: Story = {
  ...Edit,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole("button", { name: "Save changes" });
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Old Harbour");
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Coast");
    await expect(canvas.getByRole("textbox", { name: "Id" })).toHaveAttribute("readonly");
    const rating = canvas.getByRole("spinbutton", { name: "Rating" });
    await userEvent.clear(rating);
    await userEvent.type(rating, "5");
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    await expect(submitted(args).mock.calls[0]).toEqual([{ rating: 5 }, {}]);
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(rating).toHaveValue(5);
    await expect(save).toBeDisabled();
  },
};

const controlOf = (root: HTMLElement, name: string) =>
  fieldNamed(root, name).querySelector("input, textarea, button, [role='switch'], [role='combobox']");

/** One field of each of PocketBase's 14 types, each with its own input. */
export const EveryFieldType: Story = {
  args: { record: harbour },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Old Harbour");
    // editor: plain text, the HTML as typed.
    await expect(canvas.getByRole("textbox", { name: "Notes" }).tagName).toBe("TEXTAREA");
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toHaveValue(String(harbour.notes));
    await expect(canvas.getByRole("spinbutton", { name: "Rating" })).toHaveValue(4.5);
    await expect(canvas.getByRole("switch", { name: "Visited" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Contact" })).toHaveAttribute("type", "email");
    await expect(canvas.getByRole("textbox", { name: "Website" })).toHaveAttribute("type", "url");
    const visitOn = controlOf(canvasElement, "visitOn") as HTMLInputElement;
    await expect(visitOn.type).toBe("datetime-local");
    // The UTC date, shown in local time.
    await expect(new Date(visitOn.value).toISOString()).toBe("2025-08-14T07:30:00.000Z");
    await expect(canvas.getByRole("textbox", { name: "Created" })).toHaveAttribute("readonly");
    await expect(canvas.getByRole("group", { name: "Kind" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "city" })).toBeChecked();
    const photos = canvas.getByRole("group", { name: "Photos" });
    await expect(within(photos).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Coast");
    await expect(
      JSON.parse((canvas.getByRole("textbox", { name: "Details" }) as HTMLTextAreaElement).value),
    ).toEqual(harbour.details);
    const location = canvas.getByRole("group", { name: "Location" });
    await expect(within(location).getByRole("spinbutton", { name: "Latitude" })).toHaveValue(38.7223);
    await expect(within(location).getByRole("spinbutton", { name: "Longitude" })).toHaveValue(-9.1393);
    await expect(controlOf(canvasElement, "entryCode")).toHaveAttribute("type", "password");
    const types = Array.from(canvasElement.querySelectorAll("[data-slot='record-field']"), (field) =>
      field.getAttribute("data-type"),
    );
    await expect(new Set(types).size).toBe(14);
  },
};

/** The server's own rules, checked on leaving a field: the field's message appears and goes. */
export const ClientValidationInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "x".repeat(81));
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription("Must be no more than 80 character(s).");
    await userEvent.type(name, "{Backspace}");
    await expect(name).not.toBeInvalid();
    await expect(fieldNamed(canvasElement, "name")).not.toHaveAttribute("data-invalid");
    // On submit, every problem shows and focus goes to the first.
    await userEvent.clear(name);
    await userEvent.type(canvas.getByRole("textbox", { name: "Contact" }), "ada@example.invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription("Cannot be blank.");
    await expect(canvas.getByRole("group", { name: "Kind" })).toHaveAccessibleDescription(
      "Choose up to 3. Cannot be blank.",
    );
    await expect(canvas.getByRole("textbox", { name: "Contact" })).toHaveAccessibleDescription(
      "Email domain is not allowed.",
    );
    await expect(submitted(args)).not.toHaveBeenCalled();
  },
};

/** A save the server refuses: its messages go under their fields, focus to the first, nothing typed is lost. */
export const ServerErrors: Story = {
  args: {
    fields: ["name", "kind", "website"],
    onSubmit: submitting(async () => {
      throw new PocketkitError({
        kind: "validation",
        status: 400,
        message: "Failed to create record.",
        fieldErrors: {
          name: { code: "validation_not_unique", message: "Value must be unique." },
          owner: { code: "validation_required", message: "Cannot be blank." },
        },
      });
    }),
  },
};

/** ServerErrors, played: the steps a person takes from its first render, and what they lead to. */
export const ServerErrorsInteraction: Story = {
  ...ServerErrors,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "Bay");
    await userEvent.click(canvas.getByRole("checkbox", { name: "city" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Website" }), "https://bay.example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(submitted(args)).toHaveBeenCalledTimes(1);
    await expect(name).toHaveAccessibleDescription("Value must be unique.");
    // Above the buttons: what the kind of failure means, and problems of fields the form does not show.
    const summary = canvas.getByText("Some fields need attention.").closest("[role='alert']")!;
    await expect(summary).toHaveTextContent("Owner: Cannot be blank.");
    await expect(name).toHaveValue("Bay");
    await expect(canvas.getByRole("checkbox", { name: "city" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Website" })).toHaveValue("https://bay.example.com");
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes");
    // Changing the field clears its message.
    await userEvent.type(name, "side");
    await expect(name).not.toBeInvalid();
  },
};

/** A save that never reached the server: one sentence says so, every value stays. */
export const NetworkError: Story = {
  args: {
    fields: ["name", "kind"],
    onSubmit: submitting(async () => {
      throw new PocketkitError({ kind: "network", message: "The server could not be reached." });
    }),
  },
};

/** NetworkError, played: the steps a person takes from its first render, and what they lead to. */
export const NetworkErrorInteraction: Story = {
  ...NetworkError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Bay");
    await userEvent.click(canvas.getByRole("checkbox", { name: "beach" }));
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    const alert = await canvas.findByText(/The server couldn't be reached/);
    await waitFor(() => expect(alert.closest("[role='alert']")).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Bay");
    await expect(canvas.getByRole("checkbox", { name: "beach" })).toBeChecked();
  },
};

/**
 * Stored files with thumbnails and new ones with previews; each can be removed. A file the
 * field refuses is not added, and the reason shows.
 */
export const FilePreviews: Story = {
  args: {
    record: harbour,
    fields: ["name", "photos"],
    onSubmit: submitting(),
  },
  play: async ({ canvasElement, canvas }) => {
    const photos = canvas.getByRole("group", { name: "Photos" });
    await expect(photos).toHaveAccessibleDescription("Up to 5 files, 10 MB each.");
    const thumbnails = photos.querySelectorAll("img");
    await expect(thumbnails).toHaveLength(2);
    await expect(thumbnails[0]!.getAttribute("src")).toContain("thumb=100x100");
    const picker = canvasElement.querySelector<HTMLInputElement>("input[type='file']")!;
    await expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  },
};

/** FilePreviews, played: the steps a person takes from its first render, and what they lead to. */
export const FilePreviewsInteraction: Story = {
  ...FilePreviews,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    const photos = canvas.getByRole("group", { name: "Photos" });
    await expect(photos).toHaveAccessibleDescription("Up to 5 files, 10 MB each.");
    const thumbnails = photos.querySelectorAll("img");
    await expect(thumbnails).toHaveLength(2);
    await expect(thumbnails[0]!.getAttribute("src")).toContain("thumb=100x100");
    const picker = canvasElement.querySelector<HTMLInputElement>("input[type='file']")!;
    await expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    const created = spyOn(URL, "createObjectURL");
    const revoked = spyOn(URL, "revokeObjectURL");
    await userEvent.upload(picker, [await pngFile("sunset.png", 1), await pngFile("pier.png", 2)]);
    const sunset = await within(photos).findByText("sunset.png");
    const preview = sunset.closest("li")!.querySelector("img")!;
    await waitFor(() => expect(preview.src).toMatch(/^blob:/));
    await expect(within(photos).getAllByRole("listitem")).toHaveLength(4);
    // Refused before anything is sent.
    await userEvent.upload(picker, new File([new Uint8Array(11_000_000)], "huge.png", { type: "image/png" }));
    await expect(await within(photos).findByRole("alert")).toHaveTextContent(
      "huge.png is 11 MB; the limit is 10 MB.",
    );
    await expect(within(photos).getAllByRole("listitem")).toHaveLength(4);
    // Judged from its bytes, as PocketBase judges it: words named .png are no PNG.
    await userEvent.upload(picker, new File(["just some words"], "notes.png", { type: "image/png" }));
    await waitFor(() =>
      expect(within(photos).getByRole("alert")).toHaveTextContent(
        "notes.png is not a supported image (JPEG, PNG, WebP).",
      ),
    );
    await expect(within(photos).getAllByRole("listitem")).toHaveLength(4);
    // Removing a new file revokes its preview URL; focus stays in the field.
    const url = preview.src;
    await userEvent.click(within(photos).getByRole("button", { name: "Remove sunset.png" }));
    await expect(revoked).toHaveBeenCalledWith(url);
    await expect(within(photos).getByRole("button", { name: "Add files" })).toHaveFocus();
    await userEvent.click(within(photos).getByRole("button", { name: "Remove lighthouse_p0o9i8u7y6.jpg" }));
    await expect(within(photos).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    const [values, files] = submitted(args).mock.calls[0]!;
    await expect(values).toEqual({ photos: ["harbour_dawn_k2j3h4g5f6.jpg"] });
    await expect((files as { photos: File[] }).photos.map((file) => file.name)).toEqual(["pier.png"]);
    created.mockRestore();
    revoked.mockRestore();
  },
};

function UploadingForm(props: React.ComponentProps<typeof RecordFormView>) {
  const [progress, setProgress] = useState<ReadonlyMap<File, number>>();
  return (
    <RecordFormView
      {...props}
      uploadProgress={progress}
      onSubmit={async (values, files) => {
        // Progress as the connected form reports it: a fraction per new file.
        const list = files.photos ?? [];
        for (const step of [0.25, 0.6]) {
          setProgress(new Map(list.map((file) => [file, step])));
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        setProgress(undefined);
        await props.onSubmit(values, files);
      }}
    />
  );
}

/** While files upload, each shows its progress. */
export const UploadProgress: Story = {
  args: { fields: ["name", "kind", "photos"] },
  render: (args) => <UploadingForm {...args} />,
};

/** UploadProgress, played: the steps a person takes from its first render, and what they lead to. */
export const UploadProgressInteraction: Story = {
  ...UploadProgress,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pier");
    await userEvent.click(canvas.getByRole("checkbox", { name: "beach" }));
    const picker = canvasElement.querySelector<HTMLInputElement>("input[type='file']")!;
    await userEvent.upload(picker, await pngFile("pier.png"));
    await canvas.findByText("pier.png");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    const bar = await canvas.findByRole("progressbar", { name: "Uploading pier.png" });
    await expect(canvas.getByRole("button", { name: "Create" })).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "60"));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

/** A relation: a list of the related records with a search; arrows move, Enter chooses, Escape closes. */
export const RelationPicker: Story = {
  args: { fields: ["name", "album"] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Album" });
    await expect(trigger).toHaveTextContent("Choose…");
  },
};

/** RelationPicker, played: the steps a person takes from its first render, and what they lead to. */
export const RelationPickerInteraction: Story = {
  ...RelationPicker,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Album" });
    await expect(trigger).toHaveTextContent("Choose…");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const search = await screen.findByRole("combobox", { name: "Search Album" });
    await waitFor(() => expect(search).toHaveFocus());
    await animationsSettled();
    const list = screen.getByRole("listbox", { name: "Album" });
    await expect(within(list).getAllByRole("option")).toHaveLength(albumRecords.length);
    await userEvent.keyboard("m");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Mountains", "Family"]),
    );
    await userEvent.keyboard("{ArrowDown}");
    await expect(search).toHaveAttribute("aria-activedescendant", within(list).getAllByRole("option")[1]!.id);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Family");
    await waitFor(() => expect(trigger).toHaveFocus());
    // Not required: it can be cleared.
    await userEvent.click(canvas.getByRole("button", { name: "Remove Family" }));
    await expect(trigger).toHaveTextContent("Choose…");
  },
};

const placesWithAlbums: CollectionSchema = {
  ...placesCollection,
  fields: [
    ...placesCollection.fields,
    { name: "albums", type: "relation", collectionId: "pk_albums", maxSelect: 2 },
  ],
};

/** Several related records, up to the field's maxSelect: each chosen one has a remove button. */
export const RelationPickerMultiple: Story = {
  args: {
    collection: placesWithAlbums,
    fields: ["name", "albums"],
    relationOptions: { albums: albumRecords },
  },
};

/** RelationPickerMultiple, played: the steps a person takes from its first render, and what they lead to. */
export const RelationPickerMultipleInteraction: Story = {
  ...RelationPickerMultiple,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Albums" });
    await userEvent.click(trigger);
    const list = await screen.findByRole("listbox", { name: "Albums" });
    await expect(list).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.click(within(list).getByRole("option", { name: "Coast" }));
    await userEvent.click(within(list).getByRole("option", { name: "City" }));
    await expect(within(list).getByRole("option", { name: "Coast" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Full: the others cannot be chosen.
    await expect(within(list).getByRole("option", { name: "Family" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(screen.getByText("You can choose up to 2.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("2 selected");
    await userEvent.click(canvas.getByRole("button", { name: "Remove Coast" }));
    await expect(trigger).toHaveTextContent("1 selected");
    await expect(canvas.getByText("City")).toBeVisible();
  },
};

/**
 * In a dialog: the list opens below its button inside the dialog; Escape closes the list and
 * only a second Escape the dialog; a press elsewhere or Tab closes the list alone.
 */
export const RelationPickerInDialog: Story = {
  tags: ["!autodocs"],
  args: { fields: ["name", "album"] },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New place</DialogTitle>
          <DialogDescription>Where it is and which album it belongs to.</DialogDescription>
        </DialogHeader>
        <RecordFormView {...args} />
      </DialogContent>
    </Dialog>
  ),
};

/** RelationPickerInDialog, played: the steps a person takes from its first render, and what they lead to. */
export const RelationPickerInDialogInteraction: Story = {
  ...RelationPickerInDialog,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "New place" });
    await animationsSettled();
    const trigger = within(dialog).getByRole("combobox", { name: "Album" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = await within(dialog).findByRole("listbox", { name: "Album" });
    await expect(within(dialog).getByRole("combobox", { name: "Search Album" })).toHaveFocus();
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();

    // A press on another field closes the list; the focus stays where it was pressed.
    await userEvent.click(trigger);
    await within(dialog).findByRole("listbox", { name: "Album" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.click(name);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(name).toHaveFocus();

    // Tab out of the search box closes it too.
    await userEvent.click(trigger);
    await within(dialog).findByRole("listbox", { name: "Album" });
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New place" })).toBeNull());
  },
};

const tasksCollection: CollectionSchema = {
  id: "pk_tasks",
  name: "tasks",
  type: "base",
  fields: [
    { name: "title", type: "text", required: true, max: 120 },
    { name: "status", type: "select", values: ["todo", "doing", "done"], maxSelect: 1, required: true },
    { name: "priority", type: "select", values: ["low", "high"], maxSelect: 1 },
    { name: "labels", type: "select", values: ["bug", "docs", "design"], maxSelect: 2 },
  ],
};

/** Choices: one from a list (the browser's own), several as checkboxes up to maxSelect. */
export const Choices: Story = {
  args: { collection: tasksCollection, relationOptions: undefined },
};

/** Choices, played: the steps a person takes from its first render, and what they lead to. */
export const ChoicesInteraction: Story = {
  ...Choices,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Fix it");
    const status = canvas.getByRole("combobox", { name: "Status" });
    await expect(status).toHaveValue("");
    await userEvent.selectOptions(status, "doing");
    // Not required: "None" clears it.
    const priority = canvas.getByRole("combobox", { name: "Priority" });
    await expect(within(priority).getByRole("option", { name: "None" })).toBeInTheDocument();
    await userEvent.selectOptions(priority, "high");
    await userEvent.click(canvas.getByRole("checkbox", { name: "bug" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "design" }));
    await expect(canvas.getByRole("checkbox", { name: "docs" })).toBeDisabled();
    await expect(canvas.getByRole("group", { name: "Labels" })).toHaveAccessibleDescription(
      "Choose up to 2.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    await expect(submitted(args).mock.calls[0]![0]).toEqual({
      title: "Fix it",
      status: "doing",
      priority: "high",
      labels: ["bug", "design"],
    });
  },
};

/** Problems and a failure from your own save, given as props: under the fields and above the buttons. */
export const ErrorsFromProps: Story = {
  args: {
    record: harbour,
    fields: ["name", "website"],
    serverErrors: {
      name: { code: "validation_not_unique", message: "Value must be unique." },
      owner: "Cannot be blank.",
    },
    error: new PocketkitError({ kind: "forbidden", status: 403, message: "Only the owner can change this." }),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveAccessibleDescription("Value must be unique."));
    await expect(name).toHaveFocus();
    const summary = canvas.getByText("You aren't allowed to make this change.").closest("[role='alert']")!;
    await expect(summary).toHaveTextContent("Owner: Cannot be blank.");
  },
};

function RangeInput({
  field,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  describedBy,
}: RecordFieldInputProps) {
  return (
    <input
      type="range"
      id={id}
      ref={inputRef}
      min={0}
      max={5}
      step={0.5}
      value={String(value || 0)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-describedby={describedBy}
      aria-valuetext={`${String(value || 0)} of 5 (${label})`}
      style={{ width: "100%" }}
      name={field.name}
    />
  );
}

/** Your own inputs: by type (`inputs`) or for one field (`renderField`); labels and errors stay. */
export const CustomInputs: Story = {
  args: {
    fields: ["name", "kind", "rating", "visited"],
    labels: { visited: "Been there" },
    inputs: {
      bool: ({ value, onChange, inputRef, id, describedBy }) => (
        <input
          type="checkbox"
          id={id}
          ref={inputRef}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
        />
      ),
    },
    renderField: (props) => (props.field.name === "rating" ? <RangeInput {...props} /> : undefined),
  },
};

/** CustomInputs, played: the steps a person takes from its first render, and what they lead to. */
export const CustomInputsInteraction: Story = {
  ...CustomInputs,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Bay");
    await userEvent.click(canvas.getByRole("checkbox", { name: "beach" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Been there" }));
    // user-event has no slider keys; a change is what the browser fires for them.
    fireEvent.change(canvas.getByRole("slider", { name: "Rating" }), { target: { value: "1" } });
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    await expect(submitted(args).mock.calls[0]![0]).toMatchObject({ name: "Bay", visited: true, rating: 1 });
  },
};

/** Save waits for a change; the form says it has unsaved changes; Reset puts the record back. */
export const DirtyTracking: Story = {
  args: { record: harbour, fields: ["name", "visited", "kind"], onDirtyChange: fn() },
  play: async ({ canvasElement, canvas }) => {
    const form = canvasElement.querySelector("form")!;
    const save = canvas.getByRole("button", { name: "Save changes" });
    const reset = canvas.getByRole("button", { name: "Reset" });
    await expect(form).not.toHaveAttribute("data-dirty");
    await expect(save).toBeDisabled();
    await expect(reset).toBeDisabled();
  },
};

/** DirtyTracking, played: the steps a person takes from its first render, and what they lead to. */
export const DirtyTrackingInteraction: Story = {
  ...DirtyTracking,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    const form = canvasElement.querySelector("form")!;
    const save = canvas.getByRole("button", { name: "Save changes" });
    const reset = canvas.getByRole("button", { name: "Reset" });
    await expect(form).not.toHaveAttribute("data-dirty");
    await expect(save).toBeDisabled();
    await expect(reset).toBeDisabled();
    const name = canvas.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "!");
    await expect(form).toHaveAttribute("data-dirty");
    await expect(fieldNamed(canvasElement, "name")).toHaveAttribute("data-dirty");
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes");
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await expect(save).toBeEnabled();
    // Typing it back is no change.
    await userEvent.type(name, "{Backspace}");
    await expect(form).not.toHaveAttribute("data-dirty");
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole("switch", { name: "Visited" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "mountain" }));
    await expect(save).toBeEnabled();
    await userEvent.click(reset);
    await expect(canvas.getByRole("switch", { name: "Visited" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "mountain" })).not.toBeChecked();
    await expect(form).not.toHaveAttribute("data-dirty");
    await expect(save).toBeDisabled();
  },
};

/** The parts laid out your way: the buttons above the fields, a note of your own, the summary last. */
export const Composed: Story = {
  args: {
    record: harbour,
    fields: ["name", "rating"],
    onSubmit: submitting(async () => {
      throw new PocketkitError({ kind: "network", message: "offline" });
    }),
  },
  render: (args) => (
    <RecordFormView {...args}>
      <RecordFormView.Actions submitLabel="Add place" />
      <p>Changes are saved for everyone.</p>
      <RecordFormView.Fields />
      <RecordFormView.ErrorSummary />
    </RecordFormView>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    const parts = () => Array.from(form.children, (part) => part.getAttribute("data-slot") ?? part.tagName);
    await expect(parts()).toEqual(["record-form-actions", "P", "record-form-fields"]);
  },
};

/** Composed, played: the steps a person takes from its first render, and what they lead to. */
export const ComposedInteraction: Story = {
  ...Composed,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    const form = canvasElement.querySelector("form")!;
    const parts = () => Array.from(form.children, (part) => part.getAttribute("data-slot") ?? part.tagName);
    await expect(parts()).toEqual(["record-form-actions", "P", "record-form-fields"]);
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "!");
    await userEvent.click(canvas.getByRole("button", { name: "Add place" }));
    await waitFor(() => expect(submitted(args)).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole("alert")).toHaveFocus();
    await expect(parts()).toEqual(["record-form-actions", "P", "record-form-fields", "record-form-error"]);
  },
};

/** Everything disabled: nothing can be changed or sent. */
export const Disabled: Story = {
  args: { record: harbour, fields: ["name", "visited", "kind", "album", "photos"], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Visited" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "beach" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Album" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: /Remove/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Save changes" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Reset" })).toBeDisabled();
  },
};

/** Values to read and copy, with no buttons. */
export const ReadOnly: Story = {
  args: { record: harbour, fields: ["name", "notes", "visited", "kind"], readOnly: true },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("readonly");
  },
};

/** ReadOnly, played: the steps a person takes from its first render, and what they lead to. */
export const ReadOnlyInteraction: Story = {
  ...ReadOnly,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("readonly");
    await userEvent.type(name, "x");
    await expect(name).toHaveValue("Old Harbour");
    await expect(canvas.getByRole("switch", { name: "Visited" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
  },
};

/** Long values wrap and scroll; HTML in an editor field is edited as text, never rendered. */
export const LongContent: Story = {
  args: { record: museum, fields: ["name", "notes", "contact", "website", "kind", "photos", "details"] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue(String(museum.name));
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toHaveValue(String(museum.notes));
    await expect(canvasElement.querySelector("form script, form h2, form strong")).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In the dark theme. */
export const Dark: Story = {
  args: { record: harbour },
  globals: { theme: "dark" },
};

/** Dark, played: the steps a person takes from its first render, and what they lead to. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "!");
    await expect(canvas.getByRole("status")).toHaveTextContent("Unsaved changes");
  },
};

/** In German: the form's own words from the German catalogue. */
export const German: Story = {
  args: { fields: ["name", "kind", "album", "photos"] },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Anlegen" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Dateien hinzufügen" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Photos" })).toHaveAccessibleDescription(
      "Bis zu 5 Dateien, je 10 MB.",
    );
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Auswählen…");
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Anlegen" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Dateien hinzufügen" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Photos" })).toHaveAccessibleDescription(
      "Bis zu 5 Dateien, je 10 MB.",
    );
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Auswählen…");
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Bucht");
    await expect(canvas.getByRole("status")).toHaveTextContent("Ungespeicherte Änderungen");
  },
};

/** An auth collection: the password asked twice, and the server's rule that both match. */
export const AuthCollection: Story = {
  args: { collection: usersCollection, fields: ["email", "password", "name", "emailVisibility"] },
};

/** AuthCollection, played: the steps a person takes from its first render, and what they lead to. */
export const AuthCollectionInteraction: Story = {
  ...AuthCollection,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ada@example.com");
    const password = fieldNamed(canvasElement, "password").querySelector("input")!;
    const confirm = fieldNamed(canvasElement, "passwordConfirm").querySelector("input")!;
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("autocomplete", "new-password");
    await userEvent.type(password, "correct horse");
    await expect(password).toHaveAccessibleName("Password");
    await expect(confirm).toHaveAccessibleName("Confirm password");
    await userEvent.type(confirm, "correct hose");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription("Values don't match.");
    await expect(submitted(args)).not.toHaveBeenCalled();
  },
};

/** The Gallery's image: its protected file, album, tags as JSON and size as whole numbers. */
export const GalleryImage: Story = {
  args: {
    collection: imagesCollection,
    record: imageRecords[0] as RecordData,
    fields: ["file", "title", "alt", "album", "tags", "width"],
    relationOptions: { album: albumRecords },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "File" })).toHaveAccessibleDescription(
      "One file, up to 20 MB.",
    );
    await expect(canvas.getByRole("button", { name: "Replace file" })).toBeVisible();
  },
};

/** GalleryImage, played: the steps a person takes from its first render, and what they lead to. */
export const GalleryImageInteraction: Story = {
  ...GalleryImage,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "File" })).toHaveAccessibleDescription(
      "One file, up to 20 MB.",
    );
    await expect(canvas.getByRole("button", { name: "Replace file" })).toBeVisible();
    const tags = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.clear(tags);
    await userEvent.type(tags, "[[sea");
    await userEvent.tab();
    await expect(tags).toHaveAccessibleDescription(
      "This isn't valid JSON. Check the quotes, commas and brackets.",
    );
    const width = canvas.getByRole("spinbutton", { name: "Width" });
    await userEvent.clear(width);
    await userEvent.type(width, "1.5");
    await userEvent.tab();
    await expect(width).toHaveAccessibleDescription("Decimal numbers are not allowed.");
  },
};

// --- Connected: RecordForm against the in-memory PocketBase -----------------------------------

const pocketbase = createStoryPocketBase({
  collections: {
    albums: { schema: albumsCollection, records: albumRecords },
    images: { schema: imagesCollection, records: imageRecords },
    places: { schema: placesCollection, records: placeRecords },
  },
});
const records = (collection: string) => `${STORY_POCKETBASE_URL}/api/collections/${collection}/records`;
const OWNER = String(albumRecords[0]!.owner);
const onSaved = fn();

let failNextUpload = false;

const connected = (...handlers: HttpHandler[]): Pick<Story, "beforeEach"> => ({
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    onSaved.mockClear();
    failNextUpload = true;
    msw.use(...pocketbase.handlers);
    // In a call of their own: a later `use` answers first (within one call, the first handler does).
    if (handlers.length > 0) msw.use(...handlers);
  },
});

/** RecordForm creates a record in PocketBase; the form is empty again for the next one. */
export const ConnectedCreate: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm
        collection="albums"
        fields={["name", "description"]}
        defaultValues={{ owner: OWNER }}
        onSaved={onSaved}
        style={{ maxWidth: 560 }}
      />
    </StoryPocketkit>
  ),
};

/** ConnectedCreate, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedCreateInteraction: Story = {
  ...ConnectedCreate,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "Lakes");
    await userEvent.type(canvas.getByRole("textbox", { name: "Description" }), "Cold water.");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    const stored = pocketbase.records("albums").find((album) => album.name === "Lakes");
    await expect(stored).toMatchObject({ name: "Lakes", description: "Cold water.", owner: OWNER });
    await expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: stored!.id }));
    await expect(name).toHaveValue("");
  },
};

/** RecordForm loads a record, shows it, and saves what changed. */
export const ConnectedEdit: Story = {
  ...connected(
    // A little slower than the mock, so that the loading state shows.
    http.get(`${records("albums")}/:id`, async () => {
      await delay(300);
    }),
  ),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm collection="albums" recordId="almount00000002" fields={["name", "description"]} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading…" })).toBeVisible();
    const description = await canvas.findByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("Two weeks above the tree line.");
  },
};

/** ConnectedEdit, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedEditInteraction: Story = {
  ...ConnectedEdit,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading…" })).toBeVisible();
    const description = await canvas.findByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("Two weeks above the tree line.");
    await userEvent.type(description, " And one below.");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(pocketbase.records("albums").find((album) => album.id === "almount00000002")).toMatchObject({
      description: "Two weeks above the tree line. And one below.",
    });
  },
};

/** PocketBase refuses a field (400): its message shows under the field, and what was typed stays. */
export const ConnectedServerError: Story = {
  ...connected(
    http.patch(`${records("images")}/:id`, () =>
      HttpResponse.json(
        {
          status: 400,
          message: "Failed to update record.",
          data: { title: { code: "validation_not_unique", message: "Value must be unique." } },
        },
        { status: 400 },
      ),
    ),
  ),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm collection="images" recordId={imageRecords[1]!.id} fields={["title", "alt"]} />
    </StoryPocketkit>
  ),
};

/** ConnectedServerError, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedServerErrorInteraction: Story = {
  ...ConnectedServerError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const title = await canvas.findByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "Harbour at dawn");
    const alt = canvas.getByRole("textbox", { name: "Alt" });
    await userEvent.clear(alt);
    await userEvent.type(alt, "A lighthouse at dusk");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(title).toHaveAccessibleDescription("Value must be unique."));
    await expect(title).toHaveFocus();
    await expect(canvas.getByText("Some fields need attention.")).toBeVisible();
    // The optimistic change was rolled back in the cache, never in the form.
    await expect(title).toHaveValue("Harbour at dawn");
    await expect(alt).toHaveValue("A lighthouse at dusk");
    await expect(
      pocketbase.records("images").find((image) => image.id === imageRecords[1]!.id),
    ).toMatchObject({
      title: "Lighthouse",
    });
  },
};

/**
 * The connection drops while a new record with a photo is sent: the form says so and keeps every
 * value and the photo; no record was made. Sent again, it makes exactly one record, with the id
 * the first attempt carried.
 */
export const ConnectedNetworkFailure: Story = {
  ...connected(
    // The first upload dies with the connection; later ones reach the mock.
    http.post(records("places"), () => {
      if (!failNextUpload) return undefined;
      failNextUpload = false;
      return HttpResponse.error();
    }),
  ),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm collection="places" fields={["name", "kind", "photos"]} onSaved={onSaved} />
    </StoryPocketkit>
  ),
};

/** ConnectedNetworkFailure, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedNetworkFailureInteraction: Story = {
  ...ConnectedNetworkFailure,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement, canvas }) => {
    const before = pocketbase.records("places").length;
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Pier");
    await userEvent.click(canvas.getByRole("checkbox", { name: "beach" }));
    const picker = canvasElement.querySelector<HTMLInputElement>("input[type='file']")!;
    await userEvent.upload(picker, await pngFile("pier.png"));
    await canvas.findByText("pier.png");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(await canvas.findByText(/The server couldn't be reached/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Pier");
    await expect(canvas.getByRole("checkbox", { name: "beach" })).toBeChecked();
    await expect(canvas.getByText("pier.png")).toBeVisible();
    await expect(pocketbase.records("places")).toHaveLength(before);
    // Again, now that the connection is back.
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(pocketbase.records("places")).toHaveLength(before + 1);
    const stored = pocketbase.records("places").at(-1)!;
    await expect(stored).toMatchObject({ name: "Pier", kind: ["beach"] });
    await expect(String(stored.photos)).toMatch(/^pier_\w+\.png$/);
    await expect(onSaved).toHaveBeenCalledTimes(1);
  },
};

/** A relation searches the related collection in PocketBase as you type. */
export const ConnectedRelationSearch: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm collection="places" fields={["name", "kind", "album"]} />
    </StoryPocketkit>
  ),
};

/** ConnectedRelationSearch, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedRelationSearchInteraction: Story = {
  ...ConnectedRelationSearch,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Summit");
    await userEvent.click(canvas.getByRole("checkbox", { name: "mountain" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Album" }));
    const search = await screen.findByRole("combobox", { name: "Search Album" });
    await screen.findByRole("option", { name: "Coast" });
    await userEvent.type(search, "moun");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Mountains"]),
    );
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("combobox", { name: "Album" })).toHaveTextContent("Mountains");
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(pocketbase.records("places").at(-1)).toMatchObject({
      name: "Summit",
      album: "almount00000002",
    });
  },
};

/** A record that does not exist (or is not yours) says so. */
export const ConnectedNotFound: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordForm collection="albums" recordId="nosuchalbum0000" />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This doesn't exist or isn't yours.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Retry" })).toBeNull();
  },
};
