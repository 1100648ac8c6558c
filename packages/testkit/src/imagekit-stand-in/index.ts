export { startImageKitStandIn } from "./imagekit-stand-in";
export type { ImageKitStandIn, ImageKitStandInOptions } from "./imagekit-stand-in";
export type {
  StandInFile,
  StandInJob,
  StandInMetadataField,
  StandInPurge,
  StandInRequest,
} from "./stand-in-state";
export { startImageKitAppRoutes } from "./imagekit-app-routes";
export type { ImageKitAppRoutes, ImageKitAppRoutesOptions } from "./imagekit-app-routes";
