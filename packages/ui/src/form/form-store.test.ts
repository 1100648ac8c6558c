import { describe, expect, it, vi } from "vitest";

import { createFormStore, isEqual, type FormValues } from ".";

const titleRequired = (values: FormValues) =>
  values.title === "" ? { title: "Title is required." } : ({} as Record<string, string>);

describe("createFormStore", () => {
  it("checks a field only once it has been left, then as it changes", () => {
    const form = createFormStore({ title: "Beach" }, titleRequired);
    form.setValue("title", "");
    expect(form.field("title").error).toBeUndefined();
    form.blur("title");
    expect(form.field("title").error).toBe("Title is required.");
    form.setValue("title", "Dunes");
    expect(form.field("title").error).toBeUndefined();
  });

  it("clears a problem set from outside as soon as the value passes", () => {
    const form = createFormStore({ title: "Beach" }, titleRequired);
    form.setError("title", "Taken.");
    form.setValue("title", "Dunes");
    expect(form.field("title").error).toBeUndefined();
  });

  it("knows what changed against the baseline, deeply, and forgets it on reset", () => {
    const file = new File(["x"], "a.png");
    const form = createFormStore({ tags: ["a"], point: { lat: "1", lon: "2" }, files: [file] }, () => ({}));
    form.setValue("tags", ["a"]);
    form.setValue("point", { lat: "1", lon: "2" });
    form.setValue("files", [file]);
    expect(form.form().isDirty).toBe(false);
    form.setValue("point", { lat: "1", lon: "3" });
    expect(form.form().isDirty).toBe(true);
    expect(form.field("point").isDirty).toBe(true);
    expect(form.field("tags").isDirty).toBe(false);
    form.reset(form.getValues());
    expect(form.form().isDirty).toBe(false);
    expect(form.field("point").isDirty).toBe(false);
    expect(form.field("point").value).toEqual({ lat: "1", lon: "3" });
  });

  it("saves valid values, reports problems otherwise, and keeps what was typed either way", async () => {
    const form = createFormStore({ title: "Beach" }, titleRequired);
    const onValid = vi.fn(() => Promise.reject(new Error("offline")));
    const onInvalid = vi.fn();
    form.setValue("title", "");
    await form.submit(onValid, onInvalid);
    expect(onInvalid).toHaveBeenCalledWith({ title: "Title is required." });
    expect(onValid).not.toHaveBeenCalled();
    expect(form.field("title").error).toBe("Title is required.");

    form.setValue("title", "Dunes");
    await expect(form.submit(onValid, onInvalid)).rejects.toThrow("offline");
    expect(onValid).toHaveBeenCalledWith({ title: "Dunes" });
    expect(form.getValues()).toEqual({ title: "Dunes" });
    expect(form.form()).toEqual({ isDirty: true, isSubmitting: false, summary: undefined });
  });

  it("goes back to its baseline on a reset without values, forgetting problems and the summary", () => {
    const form = createFormStore({ title: "Beach", caption: "" }, titleRequired);
    form.setValue("title", "");
    form.blur("title");
    form.setSummary({ message: "Could not save.", details: [] });
    expect(form.form()).toMatchObject({ isDirty: true, summary: { message: "Could not save." } });
    form.reset();
    expect(form.getValues()).toEqual({ title: "Beach", caption: "" });
    expect(form.getBaseline()).toEqual({ title: "Beach", caption: "" });
    expect(form.getErrors()).toEqual({});
    expect(form.form()).toEqual({ isDirty: false, isSubmitting: false, summary: undefined });
  });

  it("drops the last attempt's summary when submitted again", async () => {
    const form = createFormStore({ title: "" }, titleRequired);
    form.setSummary({ message: "Offline.", details: [] });
    await form.submit(
      () => Promise.resolve(),
      () => {},
    );
    expect(form.form().summary).toBeUndefined();
  });

  it("replaces every problem at once, focuses the first field that has one, and forgets it when typed in", () => {
    const form = createFormStore({ email: "", password: "", code: "" });
    // The unit project runs in Node: an element here is what the store calls on it.
    const email = { focus: vi.fn() } as unknown as HTMLElement;
    const password = { focus: vi.fn() } as unknown as HTMLElement;
    form.elementRef("email")(email);
    form.elementRef("password")(password);
    expect(form.elementRef("email")).toBe(form.elementRef("email"));

    form.setError("code", "Wrong.");
    form.setErrors({ password: "Required.", email: undefined, other: "Taken." });
    expect(form.getErrors()).toEqual({ password: "Required.", other: "Taken." });
    expect(form.focusFirstError()).toBe(true);
    expect(password.focus).toHaveBeenCalledTimes(1);
    expect(email.focus).not.toHaveBeenCalled();

    // No check of its own: a changed field's problem goes at once, even while still empty.
    form.setValue("password", "");
    expect(form.field("password").error).toBeUndefined();
    expect(form.focusFirstError()).toBe(false);
  });

  it("sets several values at once, and tells nobody when none differs", () => {
    const form = createFormStore({ email: "", password: "" });
    const listener = vi.fn();
    form.subscribe(listener);
    form.setValues({ email: "", password: "" });
    expect(listener).not.toHaveBeenCalled();
    form.setValues({ email: "a@example.com" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(form.getValues()).toEqual({ email: "a@example.com", password: "" });
  });

  it("tells a field's listeners only about that field, and form listeners about everything", () => {
    const form = createFormStore({ title: "Beach", caption: "" }, titleRequired);
    const onTitle = vi.fn();
    const onCaption = vi.fn();
    const onForm = vi.fn();
    form.subscribeField("title", onTitle);
    const stopCaption = form.subscribeField("caption", onCaption);
    form.subscribe(onForm);

    form.setValue("caption", "Sunset");
    expect(onCaption).toHaveBeenCalledTimes(1);
    expect(onTitle).not.toHaveBeenCalled();
    expect(onForm).toHaveBeenCalledTimes(1);

    form.setError("title", "Taken.");
    expect(onTitle).toHaveBeenCalledTimes(1);
    expect(onCaption).toHaveBeenCalledTimes(1);

    stopCaption();
    form.setValue("caption", "Dusk");
    expect(onCaption).toHaveBeenCalledTimes(1);
    expect(onForm).toHaveBeenCalledTimes(3);
  });

  it("gives a field the same snapshot until something of it changes", () => {
    const form = createFormStore({ title: "Beach", caption: "" }, () => ({}));
    const before = form.field("title");
    form.setValue("caption", "Sunset");
    expect(form.field("title")).toBe(before);
    form.setValue("title", "Dunes");
    expect(form.field("title")).not.toBe(before);
  });
});

describe("isEqual", () => {
  it("compares arrays and plain objects by content, anything else by identity", () => {
    expect(isEqual([1, { a: "x" }], [1, { a: "x" }])).toBe(true);
    expect(isEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(isEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isEqual(new File(["x"], "a"), new File(["x"], "a"))).toBe(false);
    expect(isEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
