// ImageKit's custom metadata field APIs that the adapter calls (api.imagekit.io, v1): create,
// update and delete a field. A field's name is unique among all fields ever made, deleted ones
// too; its label among the living.
import type { Hono } from "hono";

import { isPlainObject, newId, readJsonBody, StandInRefusal } from "./stand-in-answers";
import type { StandInMetadataField, StandInState } from "./stand-in-state";

const TYPES = new Set(["Text", "Textarea", "Number", "Date", "Boolean", "SingleSelect", "MultiSelect"]);
const SCHEMA_RULES = new Set([
  "type",
  "selectOptions",
  "defaultValue",
  "isValueRequired",
  "minValue",
  "maxValue",
  "minLength",
  "maxLength",
]);

export function metadataFieldRoutes(app: Hono, state: StandInState): void {
  // `{ name, label, schema }`; 201 with the field.
  app.post("/v1/customMetadataFields", async (c) => {
    const body = await readJsonBody(c, {
      required: { name: "string", label: "string", schema: "object" },
      optional: { description: "string" },
    });
    const fields = [...state.metadataFields.values()];
    if (fields.some((field) => field.name === body.name)) {
      throw new StandInRefusal(400, "A custom metadata field with this name already exists.");
    }
    if (fields.some((field) => field.label === body.label && !field.deleted)) {
      throw new StandInRefusal(400, "A custom metadata field with this label already exists.");
    }
    const schema = checkedSchema(body.schema, { creating: true });
    const field: StandInMetadataField = {
      id: newId(),
      name: body.name as string,
      label: body.label as string,
      schema: schema as StandInMetadataField["schema"],
      deleted: false,
    };
    state.metadataFields.set(field.id, field);
    return c.json(answer(field), 201);
  });

  // `{ label?, schema? }`, one of them at least; `type` is kept whatever is sent. 200 with the field.
  app.patch("/v1/customMetadataFields/:id", async (c) => {
    const field = state.metadataFields.get(c.req.param("id"));
    const body = await readJsonBody(c, {
      optional: { label: "string", schema: "object", description: "string", name: "any" },
    });
    if (!field) throw new StandInRefusal(404, "No such custom metadata field exists.");
    if (body.name !== undefined) throw new StandInRefusal(400, "Name cannot be updated.");
    if (field.deleted) throw new StandInRefusal(400, "Cannot update a deleted custom metadata fields.");
    if (body.label === undefined && body.schema === undefined) {
      throw new StandInRefusal(400, "Either label or schema should be provided.");
    }
    if (
      body.label !== undefined &&
      [...state.metadataFields.values()].some(
        (other) => other !== field && other.label === body.label && !other.deleted,
      )
    ) {
      throw new StandInRefusal(400, "A custom metadata field with this label already exists.");
    }
    if (body.label !== undefined) field.label = body.label as string;
    if (body.schema !== undefined) {
      const { type: _ignored, ...rules } = checkedSchema(body.schema, { creating: false });
      field.schema = { ...field.schema, ...rules, type: field.schema.type };
      if (field.schema.type.endsWith("Select") && !nonEmptyArray(field.schema.selectOptions)) {
        throw new StandInRefusal(400, "Invalid schema object.");
      }
    }
    return c.json(answer(field));
  });

  // 204; 404 for a field that is not there.
  app.delete("/v1/customMetadataFields/:id", (c) => {
    const field = state.metadataFields.get(c.req.param("id"));
    if (!field || field.deleted) throw new StandInRefusal(404, "No such custom metadata field exists.");
    field.deleted = true;
    return c.body(null, 204);
  });
}

function checkedSchema(
  schema: unknown,
  { creating }: { creating: boolean },
): Record<string, unknown> & { type?: string } {
  if (!isPlainObject(schema)) throw new StandInRefusal(400, "Invalid schema object.");
  for (const rule of Object.keys(schema)) {
    if (!SCHEMA_RULES.has(rule)) throw new StandInRefusal(400, "Invalid schema object.");
  }
  if (creating) {
    if (typeof schema.type !== "string" || !TYPES.has(schema.type))
      throw new StandInRefusal(400, "Invalid schema object.");
    if (schema.type.endsWith("Select") && !nonEmptyArray(schema.selectOptions)) {
      throw new StandInRefusal(400, "Invalid schema object.");
    }
  }
  if (schema.selectOptions !== undefined && !Array.isArray(schema.selectOptions)) {
    throw new StandInRefusal(400, "Invalid schema object.");
  }
  return schema as Record<string, unknown> & { type?: string };
}

function nonEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

function answer(field: StandInMetadataField) {
  return { id: field.id, name: field.name, label: field.label, schema: field.schema };
}
