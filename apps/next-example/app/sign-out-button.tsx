"use client";

import { useAuth } from "@pocketkit/hooks";
import { Button } from "@pocketkit/ui";
import { useRouter } from "next/navigation";

/** Signs the browser's client out (which clears the cookie), then renders the page again without it. */
export function SignOutButton() {
  const { signOut } = useAuth();
  const router = useRouter();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        signOut();
        router.refresh();
      }}
    >
      Sign out
    </Button>
  );
}
