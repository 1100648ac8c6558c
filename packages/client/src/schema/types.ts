/**
 * Collections as PocketBase describes them (`GET /api/collections`, or a collections export),
 * keeping what Pocketkit needs: field types and the options that constrain values.
 */
export type CollectionType = "base" | "auth" | "view";

interface FieldBase {
  id?: string;
  name: string;
  system?: boolean;
  hidden?: boolean;
  presentable?: boolean;
  required?: boolean;
  help?: string;
}

export interface TextFieldSchema extends FieldBase {
  type: "text";
  min?: number;
  max?: number;
  pattern?: string;
  primaryKey?: boolean;
  autogeneratePattern?: string;
}
export interface EditorFieldSchema extends FieldBase {
  type: "editor";
  maxSize?: number;
  convertURLs?: boolean;
}
export interface NumberFieldSchema extends FieldBase {
  type: "number";
  min?: number | null;
  max?: number | null;
  onlyInt?: boolean;
}
export interface BoolFieldSchema extends FieldBase {
  type: "bool";
}
export interface EmailFieldSchema extends FieldBase {
  type: "email";
  onlyDomains?: string[] | null;
  exceptDomains?: string[] | null;
}
export interface UrlFieldSchema extends FieldBase {
  type: "url";
  onlyDomains?: string[] | null;
  exceptDomains?: string[] | null;
}
export interface DateFieldSchema extends FieldBase {
  type: "date";
  min?: string;
  max?: string;
}
export interface AutodateFieldSchema extends FieldBase {
  type: "autodate";
  onCreate?: boolean;
  onUpdate?: boolean;
}
export interface SelectFieldSchema extends FieldBase {
  type: "select";
  values: string[];
  maxSelect?: number;
}
export interface FileFieldSchema extends FieldBase {
  type: "file";
  maxSelect?: number;
  maxSize?: number;
  mimeTypes?: string[] | null;
  thumbs?: string[] | null;
  protected?: boolean;
}
/**
 * A relation. The client checks how many ids are given (`minSelect`, `maxSelect`, `required`);
 * whether they name existing records only the server knows, and its refusal
 * (`validation_missing_rel_records`) arrives in `PocketkitError.fieldErrors` under the field's name.
 */
export interface RelationFieldSchema extends FieldBase {
  type: "relation";
  collectionId: string;
  cascadeDelete?: boolean;
  minSelect?: number;
  maxSelect?: number;
}
export interface JsonFieldSchema extends FieldBase {
  type: "json";
  maxSize?: number;
}
export interface GeoPointFieldSchema extends FieldBase {
  type: "geoPoint";
}
export interface PasswordFieldSchema extends FieldBase {
  type: "password";
  min?: number;
  max?: number;
  pattern?: string;
  cost?: number;
}

export type FieldSchema =
  | TextFieldSchema
  | EditorFieldSchema
  | NumberFieldSchema
  | BoolFieldSchema
  | EmailFieldSchema
  | UrlFieldSchema
  | DateFieldSchema
  | AutodateFieldSchema
  | SelectFieldSchema
  | FileFieldSchema
  | RelationFieldSchema
  | JsonFieldSchema
  | GeoPointFieldSchema
  | PasswordFieldSchema;

export type FieldType = FieldSchema["type"];

export interface CollectionSchema {
  id: string;
  name: string;
  type: CollectionType;
  system?: boolean;
  fields: FieldSchema[];
  listRule?: string | null;
  viewRule?: string | null;
  createRule?: string | null;
  updateRule?: string | null;
  deleteRule?: string | null;
}

/** Collections by name: what `createPocketkit({ schema })` takes and the typegen writes. */
export type PocketkitSchema = Record<string, CollectionSchema>;
