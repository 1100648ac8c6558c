export { POCKETBASE_VERSION } from "./testing/pocketbase-version";
