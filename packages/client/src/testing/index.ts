export { cachedPocketBasePath, ensurePocketBase } from "./pocketbase-binary";
export type { EnsurePocketBaseOptions } from "./pocketbase-binary";
export { POCKETBASE_VERSION } from "./pocketbase-version";
export { createPng, pngSize } from "./png";
export type { CreatePngOptions } from "./png";
export { startPocketBase } from "./start-pocketbase";
export type { PocketBaseServer, StartPocketBaseOptions } from "./start-pocketbase";
