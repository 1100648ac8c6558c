import { toast } from "@pocketkit/ui";

/**
 * Copies a share link to the clipboard and says so. Where the clipboard is closed to the page
 * (an insecure origin, a refused permission), the toast shows the link to copy by hand.
 */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied" });
    return true;
  } catch {
    toast({ title: "The link could not be copied", description: url });
    return false;
  }
}
