import { hasPersistedUploads, HEIF_TYPES, PocketkitError } from "@pocketkit/client";
import { useAuth } from "@pocketkit/hooks";
import { Dropzone, useUploadDropzoneProps, useUploadErrorMessage } from "@pocketkit/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import { afterFirstPhotos } from "../layout/after-first-photos";
import { useMediaQuery } from "../layout/use-media-query";
import type * as QueueModule from "./photo-upload-queue";

// The queue (preparing photos, hashing, keeping them in IndexedDB) is a quarter of the library's
// JavaScript and most visits upload nothing: it loads when the user means to upload.
let queueModule: typeof QueueModule | undefined;
let loading: Promise<typeof QueueModule> | undefined;
function loadQueue(): Promise<typeof QueueModule> {
  loading ??= import("./photo-upload-queue").then(
    (loaded) => (queueModule = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Photos dropped, picked or pasted here become the user's images (in `albumId`, if given). The
 * queue is kept in the browser: a reload, a crash or a closed tab loses nothing, and the next
 * visit resumes it ("3 uploads resumed"). A photo already in the library is not sent again unless
 * the user says so ("beach.jpg is already in your library." Upload anyway / Skip).
 *
 * The zone is drawn in `zoneSlot` (a place in the page's header): an Upload button, or with
 * `variant="zone"` a drop area (an empty library asks for photos). Either grows to cover the window
 * while files are dragged in. It stays mounted whatever its look: a file input replaced while
 * the picker is open would lose the files picked.
 *
 * The drop zone is here from the start; the queue behind it loads on the first sign of an upload
 * (files dragged into the window, the pointer or focus on the zone, uploads left to resume) and
 * otherwise once the first photos are in and the page is idle. Files that come before it are kept and handed over; when it
 * cannot load (offline), they wait for the connection.
 */
interface PhotoUploaderProps {
  albumId?: string;
  /** Where the zone is drawn; nothing until it is known. */
  zoneSlot: HTMLElement | null;
  /** `button`: an Upload button. `zone`: a drop area. @default "button" */
  variant?: "button" | "zone";
}

export function PhotoUploader(props: PhotoUploaderProps) {
  const { user } = useAuth();
  if (!user) return null;
  // A queue per user: someone else signing in on this browser never sends these files.
  return <UserPhotoUploader key={user.id} userId={user.id} {...props} />;
}

function UserPhotoUploader({
  userId,
  albumId,
  zoneSlot,
  variant = "button",
}: PhotoUploaderProps & { userId: string }) {
  const persistKey = `gallery-uploads:${userId}`;
  const [loaded, setLoaded] = useState(queueModule);
  const [unreachable, setUnreachable] = useState(false);
  const inbox = useRef<File[]>([]);
  const [waiting, setWaiting] = useState<File[]>([]);
  const [arrivals, setArrivals] = useState(0);
  // HEIC is offered too: the queue's photo preparer makes it a JPEG.
  const zone = useUploadDropzoneProps({ collection: "images", field: "file", accepts: HEIF_TYPES });
  const wide = useMediaQuery("(min-width: 640px)");

  const load = useCallback(() => {
    loadQueue().then(
      (module) => {
        setUnreachable(false);
        setLoaded(() => module);
      },
      () => setUnreachable(true),
    );
  }, []);

  useEffect(() => {
    if (loaded) return;
    const onDragEnter = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) load();
    };
    document.addEventListener("dragenter", onDragEnter);
    window.addEventListener("online", load);
    // Uploads left by a reload, a crash or a closed tab resume at once.
    void hasPersistedUploads(persistKey).then((left) => left && load());
    const idle = afterFirstPhotos(load);
    return () => {
      document.removeEventListener("dragenter", onDragEnter);
      window.removeEventListener("online", load);
      idle.cancel();
    };
  }, [loaded, load, persistKey]);

  const receive = (files: File[]) => {
    inbox.current.push(...files);
    setWaiting([...inbox.current]);
    setArrivals((count) => count + 1);
    load();
  };
  const takeFiles = useCallback(() => {
    const files = inbox.current;
    inbox.current = [];
    setWaiting([]);
    return files;
  }, []);

  const dropzone = (
    <div onPointerEnter={load} onFocus={load} className={variant === "button" ? "pk:contents" : undefined}>
      <Dropzone
        {...zone}
        {...(variant === "button"
          ? { variant: "button" as const, title: "Upload" }
          : // A phone has nothing to drag from: a low bar that opens the picker, the types and
            // limits still read out with it.
            {
              variant: "zone" as const,
              title: wide ? zone.title : "Choose photos to upload",
              className: wide
                ? undefined
                : "pk:min-h-0! pk:flex-row! pk:p-3! pk:[&_[data-slot=dropzone-hint]]:sr-only",
            })}
        dropTarget="window"
        onFiles={receive}
        // A paste anywhere on the page (not in a field) lands here too: a screenshot in one key.
        pasteScope="document"
      />
    </div>
  );

  return (
    <div data-slot="image-uploader" className="pk:flex pk:flex-col pk:gap-4 pk:empty:hidden">
      {zoneSlot && createPortal(dropzone, zoneSlot)}
      {loaded ? (
        <loaded.PhotoUploadQueue
          userId={userId}
          albumId={albumId}
          persistKey={persistKey}
          takeFiles={takeFiles}
          arrivals={arrivals}
        />
      ) : (
        unreachable && waiting.length > 0 && <WaitingFiles files={waiting} />
      )}
    </div>
  );
}

/**
 * Files that came while the queue could not load (offline before it was ever needed), said as
 * the queue says a file it will send once the server answers; the queue takes them once it loads.
 * A plain list: the queue's own rows come with the queue.
 */
function WaitingFiles({ files }: { files: File[] }) {
  const message = useUploadErrorMessage();
  const offline = new PocketkitError({ kind: "network", message: "The upload queue could not be loaded." });
  return (
    <ul aria-label="Uploads" className="pk:m-0 pk:grid pk:list-none pk:gap-2 pk:p-0 pk:text-sm">
      {files.map((file, index) => (
        <li key={index} className="pk:rounded-md pk:border pk:border-border pk:p-3 pk:text-muted-foreground">
          {message(offline, file.name, { willResume: true })}
        </li>
      ))}
    </ul>
  );
}
