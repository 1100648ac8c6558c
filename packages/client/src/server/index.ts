// Server-only code: never import this entry from a browser bundle.
export { createCompletionHandler } from "./completion-handler";
export type {
  ChatMessage,
  CompletionHandlerOptions,
  CompletionInput,
  CompletionLimits,
  CompletionProvider,
  ParsedAnswer,
} from "./completion-handler";
export { completeText } from "./complete-text";
export type { CompleteTextOptions, CompleteTextResult } from "./complete-text";
export { createPocketBaseUsage } from "./completion-usage";
export type {
  CompletionUsageAdapter,
  PocketBaseUsageOptions,
  UsageAttempt,
  UsageOutcome,
  UsageReservation,
} from "./completion-usage";
export { createSuperuserClient } from "./superuser-client";
export type { SuperuserClientOptions } from "./superuser-client";
export { createImageKitServer } from "./imagekit/imagekit-server";
export type { ImageKitCallOptions, ImageKitServer, ImageKitServerOptions } from "./imagekit/imagekit-server";
export { createImageKitRoutes } from "./imagekit/imagekit-routes";
export type { ImageKitRoutes, ImageKitRoutesOptions } from "./imagekit/imagekit-routes";
export { imageKitMetadataField, imageKitMetadataFieldName } from "./imagekit/imagekit-metadata-field";
export type { CustomFieldDefinition } from "./imagekit/imagekit-metadata-field";
export type { ImageKitFileRef, ImageKitUploadAuth } from "../imagekit/imagekit-app-server";
