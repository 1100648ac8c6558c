// What a test running in the browser may load from the testkit (no Node modules).
export { signUpUser } from "./sign-up-user";
export { photoFixture, photoFixtureSha256 } from "./photo-fixtures";
