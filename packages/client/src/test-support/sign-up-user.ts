// Test-only, and safe in a browser: a new user, signed up and signed in on a client of their own.
import PocketBase from "pocketbase";

export async function signUpUser(url: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await pb.collection("users").create({ email, password: "correct horse", passwordConfirm: "correct horse" });
  await pb.collection("users").authWithPassword(email, "correct horse");
  return pb;
}
