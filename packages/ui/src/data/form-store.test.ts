import { describe, expect, it, vi } from "vitest";

import { createFormStore, isEqual, type FormValues } from "./form-store";

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
    expect(form.form()).toEqual({ isDirty: true, isSubmitting: false });
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
