// Test-only, and safe in a browser: a new user, signed in on a client of their own.
import PocketBase from "pocketbase";

import { signInSuperuser } from "./superuser-client";

/**
 * A new user, signed in on a client of their own at `url`. The account is made verified, by the
 * superuser, as if its owner had followed the emailed link long ago: the test schema (like the
 * Gallery's) lets only verified users write, and the completion route serves only verified users
 * by default. Tests about verification itself make their accounts by hand.
 */
export async function signUpUser(
  url: string,
  superuser: { email: string; password: string },
): Promise<PocketBase> {
  const admin = await signInSuperuser(url, superuser);
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await admin
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse", verified: true });

  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("users").authWithPassword(email, "correct horse");
  return pb;
}
