import { useDelete, useFullList, useUpdate } from "@pocketkit/hooks";
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
} from "@pocketkit/ui";
import { useState } from "react";

import { CopyIcon, FolderIcon, ImagesIcon } from "../icons";
import { copyLink } from "./copy-link";
import { shareLinkUrl } from "./share-api";
import {
  shareLinkDates,
  shareLinkState,
  sharedWhat,
  type ShareLinkState,
  type ShareLinkSummary,
} from "./share-link-text";
import { LINK_UNAVAILABLE } from "./share-rules";

// Everything the list shows, and not the password's hash.
const FIELDS =
  "id,album,images,title,slug,expires_at,has_password,allow_download,hide_location,revoked_at,created,expand.album.name";

const stateBadge: Record<Exclude<ShareLinkState, "active">, string> = {
  expired: "Expired",
  revoked: "Revoked",
};

/**
 * The user's share links, newest first, followed live: what each shares, since when and until
 * when, how it is set up; Copy and Revoke for those that work, Remove for the others.
 */
export function ShareLinksList() {
  const links = useFullList("share_links", {
    sort: "-created",
    expand: "album",
    fields: FIELDS,
    realtime: true,
  });
  const [revoking, setRevoking] = useState<ShareLinkSummary>();

  if (links.isPending) return <Skeleton className="pk:h-20 pk:w-full" />;
  if (links.isError) {
    return (
      <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
        <p className="pk:m-0 pk:text-destructive">{links.error.message}</p>
        <Button variant="outline" onClick={() => void links.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (links.data.length === 0) {
    return (
      <p className="pk:m-0 pk:rounded-md pk:border pk:border-dashed pk:border-border pk:p-6 pk:text-center pk:text-sm pk:text-muted-foreground">
        Nothing shared yet. Share an album, or photos you select, and the links appear here.
      </p>
    );
  }
  const now = new Date();
  return (
    <>
      <ul
        aria-label="Shared links"
        className="pk:m-0 pk:grid pk:list-none pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-0"
      >
        {links.data.map((link) => (
          <ShareLinkRow
            key={link.id}
            link={link}
            state={shareLinkState(link, now)}
            now={now}
            onRevoke={() => setRevoking(link)}
          />
        ))}
      </ul>
      <RevokeDialog link={revoking} onClose={() => setRevoking(undefined)} />
    </>
  );
}

function ShareLinkRow({
  link,
  state,
  now,
  onRevoke,
}: {
  link: ShareLinkSummary;
  state: ShareLinkState;
  now: Date;
  onRevoke: () => void;
}) {
  const remove = useDelete("share_links");
  const what = sharedWhat(link);
  const Icon = link.album ? FolderIcon : ImagesIcon;
  const details = [
    link.has_password ? "Password" : undefined,
    link.allow_download ? "Downloads on" : "Downloads off",
    link.hide_location ? "Places hidden" : "Places shown",
  ].filter((detail): detail is string => detail !== undefined);
  return (
    <li
      data-state={state}
      // Borders named side by side: the kit has no reset, and a border style alone draws all four.
      className="pk:flex pk:flex-wrap pk:items-center pk:gap-x-4 pk:gap-y-3 pk:border-0 pk:border-t pk:border-solid pk:border-border pk:p-4 pk:first:border-t-0"
    >
      <Icon aria-hidden className="pk:mt-0.5 pk:size-5 pk:shrink-0 pk:self-start pk:text-muted-foreground" />
      <div className="pk:grid pk:min-w-0 pk:flex-1 pk:basis-48 pk:gap-1">
        <p className="pk:m-0 pk:flex pk:flex-wrap pk:items-center pk:gap-2 pk:font-medium pk:break-words">
          {what}
          {state !== "active" ? <Badge variant="outline">{stateBadge[state]}</Badge> : null}
        </p>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{shareLinkDates(link, now)}</p>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{details.join(" · ")}</p>
      </div>
      <div className="pk:flex pk:gap-2 pk:max-sm:w-full pk:max-sm:pl-9">
        {state === "active" ? (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Copy link to ${what}`}
              onClick={() => void copyLink(shareLinkUrl(link.slug))}
            >
              <CopyIcon aria-hidden className="pk:size-4" />
              Copy link
            </Button>
            <Button variant="outline" size="sm" aria-label={`Revoke link to ${what}`} onClick={onRevoke}>
              Revoke
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove link to ${what}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(link.id, {
                onError: (error) =>
                  toast({
                    title: "The link could not be removed",
                    description: error.message,
                    variant: "destructive",
                  }),
              })
            }
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

function RevokeDialog({ link, onClose }: { link: ShareLinkSummary | undefined; onClose: () => void }) {
  const update = useUpdate("share_links");
  const revoke = (target: ShareLinkSummary) =>
    update.mutate(
      { id: target.id, data: { revoked_at: new Date().toISOString() } },
      {
        onSuccess: () => {
          toast({ title: "Link revoked" });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "The link could not be revoked",
            description: error.message,
            variant: "destructive",
          }),
      },
    );
  return (
    <Dialog open={link !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke this link?</DialogTitle>
          <DialogDescription>
            Whoever opens it from now on sees “{LINK_UNAVAILABLE}” It can't be turned on again; to share
            again, make a new link.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={update.isPending} onClick={() => link && revoke(link)}>
            Revoke link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
