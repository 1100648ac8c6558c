// @pocketkit/testkit: Pocketkit's own test helpers, in Node. Private: never published, imported by
// name from tests, stories, benchmarks and the consumers' setup. React helpers are in "./react",
// the story provider in "./story", what a browser test may load in "./browser".
export { startCompletionApp } from "./completion-app";
export type { CompletionApp } from "./completion-app";
export {
  galleryHooksDir,
  galleryMigrationsDir,
  startGalleryPocketBase,
  switchRateLimitsOff,
} from "./gallery-pocketbase";
export type { StartGalleryPocketBaseOptions } from "./gallery-pocketbase";
export { startImageKitAppRoutes, startImageKitStandIn } from "./imagekit-stand-in";
export type {
  ImageKitAppRoutes,
  ImageKitStandIn,
  ImageKitStandInOptions,
  StandInFile,
  StandInJob,
  StandInMetadataField,
  StandInPurge,
  StandInRequest,
} from "./imagekit-stand-in";
export { startMailServer } from "./mail-server";
export type { MailServer, ReceivedMail } from "./mail-server";
export { startOpenAiCompatibleServer } from "./openai-compatible-server";
export type { FakeProvider, ProviderRequest, ProviderScript } from "./openai-compatible-server";
export { signUpUser } from "./sign-up-user";
export { signInSuperuser } from "./superuser-client";
export { startTestPocketBase, testMigrationsDirs } from "./test-pocketbase";
export { startProxy } from "./throttling-proxy";
export type { Proxy, ProxyMode } from "./throttling-proxy";
export { zipArchive } from "./zip-archive";
