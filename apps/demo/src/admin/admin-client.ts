import { createPocketkit } from "@pocketkit/client";
import { LocalAuthStore } from "pocketbase";

// The admin area keeps its superuser session apart from the Gallery's user session (its own
// storage key), so signing in to one never signs the other out.
export const adminPocketkit = createPocketkit({
  url: window.location.origin,
  authStore: new LocalAuthStore("pocketkit_admin_auth"),
});
