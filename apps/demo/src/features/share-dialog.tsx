import { pocketkitKeys, usePocketkit } from "@pocketkit/hooks";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  NativeSelect,
  Switch,
} from "@pocketkit/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { CopyIcon } from "../icons";
import { copyLink } from "./copy-link";
import { photoCountText } from "./photo-count";
import { createShareLink, shareLinkUrl, type CreatedShareLink } from "./share-api";
import { localDateValue, shareExpiry, shareExpiryChoices, type ShareExpiryChoice } from "./share-expiry";
import { MAX_SHARE_TITLE_LENGTH, MIN_SHARE_PASSWORD_LENGTH, type ShareLinkRequest } from "./share-rules";

/** What to share: a whole album (as it is now and later), or chosen photos. */
export type ShareTarget = { album: { id: string; name: string } } | { photos: string[] };

interface ShareDialogProps {
  target: ShareTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Makes a share link: how long it works, an optional password, whether originals can be
 * downloaded and whether places are left out; then shows the link, with Copy. Each opening
 * starts a new link (the form's state goes with the dialog's content).
 */
export function ShareDialog({ target, open, onOpenChange }: ShareDialogProps) {
  const [created, setCreated] = useState<CreatedShareLink>();
  const what = "album" in target ? `“${target.album.name}”` : photoCountText(target.photos.length);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setCreated(undefined);
      }}
    >
      <DialogContent>
        {created ? (
          <ShareLinkCreated link={created} onDone={() => onOpenChange(false)} />
        ) : (
          <ShareLinkForm target={target} what={what} onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinkForm({
  target,
  what,
  onCreated,
}: {
  target: ShareTarget;
  what: string;
  onCreated: (link: CreatedShareLink) => void;
}) {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [expiry, setExpiry] = useState<ShareExpiryChoice>("never");
  const [lastDay, setLastDay] = useState("");
  const [password, setPassword] = useState("");
  const [allowDownload, setAllowDownload] = useState(true);
  // Places stay private unless the owner chooses to show them (Google Photos asks the same).
  const [hideLocation, setHideLocation] = useState(true);
  const [checked, setChecked] = useState(false);
  const create = useMutation({
    mutationFn: (request: ShareLinkRequest) => createShareLink(pocketkit, request),
    onSuccess: (link) => {
      void queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection("share_links") });
      onCreated(link);
    },
  });

  const expires = shareExpiry(expiry, new Date(), lastDay);
  const passwordLength = Array.from(password).length;
  const errors = {
    lastDay: expires === undefined ? "Choose a day from today on." : undefined,
    password:
      passwordLength > 0 && passwordLength < MIN_SHARE_PASSWORD_LENGTH
        ? `Use at least ${MIN_SHARE_PASSWORD_LENGTH} characters, or none.`
        : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.lastDay || errors.password || expires === undefined) return;
    create.mutate({
      ...("album" in target ? { album: target.album.id } : { photos: target.photos, title: title.trim() }),
      expiresAt: expires === null ? null : expires.toISOString(),
      password,
      allowDownload,
      hideLocation,
    });
  };

  return (
    <form className="pk:grid pk:gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Share {what}</DialogTitle>
        <DialogDescription>
          Anyone with the link sees {"album" in target ? "this album" : "these photos"}, and nothing else of
          yours. They need no account.
        </DialogDescription>
      </DialogHeader>

      {"photos" in target ? (
        <Field>
          <FieldLabel>Name (optional)</FieldLabel>
          <FieldControl>
            <Input
              value={title}
              maxLength={MAX_SHARE_TITLE_LENGTH}
              placeholder="For example: Photos for Grace"
              onChange={(event) => setTitle(event.target.value)}
            />
          </FieldControl>
          <FieldHint>Shown at the top of the page the link opens.</FieldHint>
        </Field>
      ) : null}

      <div className="pk:grid pk:gap-4 pk:sm:grid-cols-2">
        <Field>
          <FieldLabel>Link expires</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={expiry}
              onChange={(event) => setExpiry(event.target.value as ShareExpiryChoice)}
            >
              {shareExpiryChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        {expiry === "date" ? (
          <Field>
            <FieldLabel>Last day</FieldLabel>
            <FieldControl>
              <Input
                type="date"
                value={lastDay}
                min={localDateValue(new Date())}
                onChange={(event) => setLastDay(event.target.value)}
              />
            </FieldControl>
            <FieldError>{checked ? errors.lastDay : undefined}</FieldError>
          </Field>
        ) : null}
      </div>

      <Field>
        <FieldLabel>Password (optional)</FieldLabel>
        <FieldControl>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FieldControl>
        <FieldHint>
          At least {MIN_SHARE_PASSWORD_LENGTH} characters. Tell it to people another way than the link.
        </FieldHint>
        <FieldError>{checked ? errors.password : undefined}</FieldError>
      </Field>

      <div className="pk:grid pk:gap-4">
        <SwitchField
          label="Allow downloads"
          hint="People can save the original photos. Off, they can only look."
          checked={allowDownload}
          onCheckedChange={setAllowDownload}
        />
        <SwitchField
          label="Hide where photos were taken"
          hint="Places are left out of the page and of downloaded files."
          checked={hideLocation}
          onCheckedChange={setHideLocation}
        />
      </div>

      {create.isError ? (
        <p role="alert" className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive">
          {create.error.message}
        </p>
      ) : null}

      <DialogFooter>
        <Button type="submit" loading={create.isPending}>
          Create link
        </Button>
      </DialogFooter>
    </form>
  );
}

function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <Field className="pk:grid-cols-[1fr_auto] pk:items-start pk:gap-x-4 pk:gap-y-1">
      <FieldLabel className="pk:col-start-1 pk:row-start-1">{label}</FieldLabel>
      <FieldControl>
        <Switch
          className="pk:col-start-2 pk:row-span-2 pk:row-start-1 pk:self-center"
          checked={checked}
          onCheckedChange={onCheckedChange}
        />
      </FieldControl>
      <FieldHint className="pk:col-start-1 pk:row-start-2">{hint}</FieldHint>
    </Field>
  );
}

function ShareLinkCreated({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) {
  const url = shareLinkUrl(link.slug);
  const until = link.expires_at
    ? `until ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long" }).format(new Date(link.expires_at.replace(" ", "T")))}`
    : "until you turn it off in Settings";
  return (
    <div className="pk:grid pk:gap-5">
      <DialogHeader>
        <DialogTitle>Link ready</DialogTitle>
        <DialogDescription>
          It works {until}.{link.has_password ? " It asks for the password you chose." : ""}
        </DialogDescription>
      </DialogHeader>
      <Field>
        <FieldLabel>Link</FieldLabel>
        <div className="pk:flex pk:gap-2">
          <FieldControl>
            <Input readOnly value={url} className="pk:font-mono" onFocus={(event) => event.target.select()} />
          </FieldControl>
          <Button type="button" onClick={() => void copyLink(url)}>
            <CopyIcon aria-hidden className="pk:size-4" />
            Copy
          </Button>
        </div>
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
