import { isPocketkitError, type CollectionSchema, type CollectionType } from "@pocketkit/client";

import type { Translate } from "../../i18n/messages-context";

// What the CollectionBrowser offers whom. The API rules do the enforcing; this only keeps the
// screen from offering what the rules certainly refuse, and words a refusal when it comes.

/** What may be done with a collection's records. */
export interface CollectionAbilities {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** A write the server may refuse, or reading the list. */
export type RecordAction = "list" | keyof CollectionAbilities;

/**
 * What to offer on a collection. A view's records come from its query, so nothing changes them.
 * Superusers may do everything else. For anyone else a `null` rule means "superusers only"; a
 * rule, or no rule known (the typegen's schema leaves rules out), may let them through, so the
 * action is offered and the server decides.
 *
 * @example
 * collectionAbilities(posts, false) // { create: true, update: true, delete: false } when deleteRule is null
 */
export function collectionAbilities(collection: CollectionSchema, superuser: boolean): CollectionAbilities {
  if (collection.type === "view") return { create: false, update: false, delete: false };
  if (superuser) return { create: true, update: true, delete: true };
  return {
    create: collection.createRule !== null,
    update: collection.updateRule !== null,
    delete: collection.deleteRule !== null,
  };
}

/** Whether the collection's records can be listed at all: a `null` list rule is for superusers. */
export function isListable(collection: CollectionSchema, superuser: boolean): boolean {
  return superuser || collection.listRule !== null;
}

/** The collections a picker shows, by type, each group sorted by name. */
export type CollectionGroups = Record<CollectionType, CollectionSchema[]>;

export function groupCollections(
  collections: readonly CollectionSchema[],
  { superuser, showSystem, current }: { superuser: boolean; showSystem: boolean; current?: string },
): CollectionGroups {
  const groups: CollectionGroups = { base: [], auth: [], view: [] };
  const shown = collections
    .filter(
      (collection) =>
        // The current one stays listed, so that the picker never hides where you are.
        collection.name === current ||
        ((showSystem || !collection.system) && isListable(collection, superuser)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const collection of shown) groups[collection.type].push(collection);
  return groups;
}

/**
 * Whether a failure is the API rules saying no. PocketBase answers 403 where a rule is null; where
 * a rule does not match, a create gets a 400 without field errors and an update or delete a 404
 * (the record is "not found" for this user).
 */
export function isRefusal(error: unknown, action: RecordAction): boolean {
  if (!isPocketkitError(error)) return false;
  if (error.status === 403) return true;
  if ((action === "update" || action === "delete") && error.status === 404) return true;
  return action === "create" && error.status === 400 && Object.keys(error.fieldErrors).length === 0;
}

/** "You don't have permission to …" for a refused action, or `undefined` for any other failure. */
export function refusalMessage(
  error: unknown,
  action: RecordAction,
  collection: string,
  t: Translate,
): string | undefined {
  return isRefusal(error, action) ? t(`admin.collections.refused.${action}`, { collection }) : undefined;
}

/**
 * The collection shown before one is chosen: the first app collection listed (never a system
 * one, so that showing those does not move you).
 */
export function defaultCollection(
  collections: readonly CollectionSchema[],
  superuser: boolean,
): CollectionSchema | undefined {
  const groups = groupCollections(collections, { superuser, showSystem: false });
  return groups.base[0] ?? groups.auth[0] ?? groups.view[0];
}
