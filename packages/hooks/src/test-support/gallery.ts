// Test-only: the hooks' tests run against the Gallery's schema, read from its folder as data,
// started as the client's tests start it (rate limits off; only verified users write).
export { startGalleryPocketBase } from "../../../client/src/test-support/gallery-pocketbase";
