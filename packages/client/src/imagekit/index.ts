// @pocketkit/client/imagekit: the ImageKit media adapter's browser part, an entry of its own so
// that apps on PocketBase's file storage never carry ImageKit's SDK. Its server part (signing,
// deleting, folders, metadata fields, purge) is in @pocketkit/client/server.
export { createImageKitMedia, imageKitFileUrl } from "./create-imagekit-media";
export type { ImageKitMediaOptions } from "./create-imagekit-media";
export type { ImageKitAppServer, ImageKitFileRef, ImageKitUploadAuth } from "./imagekit-app-server";
export { imageKitTransformation } from "./imagekit-transformation";
export { IMAGEKIT_UPLOAD_URL } from "./upload-to-imagekit";
