"use client";

import { SignInForm } from "@pocketkit/ui";
import { useRouter } from "next/navigation";

/**
 * The sign-in form. The browser's client writes the new session to the cookie; a refresh then
 * renders the Server Components again with it (proxy.ts checks it first).
 */
export function SignIn() {
  const router = useRouter();
  return <SignInForm onSignedIn={() => router.refresh()} />;
}
