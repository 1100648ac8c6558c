// Downloading photos as one ZIP (DESIGN §7), loaded with the first click on Download.
//
// What people know from photo apps: Immich shows each download in the app, with its progress
// and a cancel button, but collects the archive in the page's memory first (and splits archives
// at 4 GB for that reason); Google Photos hands a ready ZIP to the browser, whose download list
// shows the progress. Neither holds what a 5 GB album needs here, so:
// - where the page may write to a file the person picks (Chromium's File System Access API), it
//   asks where to save, then writes the ZIP there as it arrives, with the progress (bytes of the
//   exact size the server announced) and Cancel in a toast; nothing of the archive stays in the
//   page, and a failed or cancelled download leaves no file behind;
// - elsewhere (Firefox, Safari, most phones) the browser downloads it itself, from a form posted
//   to a hidden frame: its download list shows the progress against the same exact size, streams
//   to disk and cancels. The app checks the request first, so what it can refuse (an expired
//   session, too many photos, an emptied album) is said here, not as a broken download.
import type { Pocketkit } from "@pocketkit/client";
import { formatBytes } from "@pocketkit/client";
import { Progress, toast } from "@pocketkit/ui";
import { useSyncExternalStore } from "react";

import { MAX_PHOTOS_PER_ZIP, type ZipErrorCode } from "./zip-rules";

/** What to download: chosen photos (ids), or a whole album. */
export type ZipTarget = { photos: string[] } | { album: { id: string; name: string } };

interface ZipRefusal {
  code?: ZipErrorCode;
  params?: { count?: number; limit?: number };
}

// What Chromium offers (the File System Access API); not in TypeScript's DOM types.
type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle & { remove?: () => Promise<void> }>;

const UNREACHABLE = "The server can't be reached right now. Try again in a moment.";
const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

class ZipFailure extends Error {
  /** The session ended: the app is already on its way to sign-in, which says so. */
  constructor(
    message: string,
    readonly sessionEnded = false,
  ) {
    super(message);
  }
}

/**
 * Downloads `target` as one ZIP, streamed to disk, saying how it went in toasts. Call it from the
 * click: the save dialog needs the click's user activation.
 */
export async function downloadZip(pocketkit: Pocketkit, target: ZipTarget): Promise<void> {
  if ("photos" in target && target.photos.length === 0) {
    toast({ title: "Choose some photos to download first." });
    return;
  }
  if ("photos" in target && target.photos.length > MAX_PHOTOS_PER_ZIP) {
    fail(describeRefusal({ code: "too_many", params: { count: target.photos.length } }, target));
    return;
  }
  const suggestedName =
    "album" in target ? `${target.album.name}.zip` : `Photos (${target.photos.length}).zip`;
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (picker) {
    let file: Awaited<ReturnType<SaveFilePicker>> | undefined;
    try {
      file = await picker({
        suggestedName,
        types: [{ description: "ZIP archive", accept: { "application/zip": [".zip"] } }],
      });
    } catch (error) {
      // Dismissed: nothing to do. Anything else (the click's activation ran out while this code
      // loaded, a policy forbids the picker): the browser's own download does the job.
      if ((error as DOMException).name === "AbortError") return;
    }
    if (file) return saveToFile(pocketkit, target, file);
  }
  return browserDownload(pocketkit, target);
}

async function saveToFile(
  pocketkit: Pocketkit,
  target: ZipTarget,
  file: Awaited<ReturnType<SaveFilePicker>>,
): Promise<void> {
  const controller = new AbortController();
  const progress = createProgress();
  // Leaving the page would cut the download; the browser asks first.
  const holdPage = (event: BeforeUnloadEvent) => event.preventDefault();
  window.addEventListener("beforeunload", holdPage);
  const shown = toast({
    title: `Downloading “${file.name}”`,
    description: <ZipProgress progress={progress} label={`Downloading ${file.name}`} />,
    duration: Infinity,
    action: { label: "Cancel", onClick: () => controller.abort() },
  });
  let writable: FileSystemWritableFileStream | undefined;
  try {
    const response = await requestZip(pocketkit, "/api/gallery/zip", target, controller.signal);
    const total = Number(response.headers.get("content-length"));
    progress.start(total);
    writable = await file.createWritable();
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writable.write(value);
      progress.add(value.byteLength);
    }
    // A response cut short ends in an error, not here; this guards a proxy that ended it early.
    if (progress.received() !== total) throw new Error(`${progress.received()} of ${total} bytes arrived`);
    await writable.close();
    shown.dismiss();
    toast({
      title: `Saved “${file.name}”`,
      description: savedDescription(response.headers, total),
    });
  } catch (error) {
    shown.dismiss();
    await writable?.abort().catch(() => {});
    // The picker made the file; a download that did not finish leaves none behind.
    await file.remove?.().catch(() => {});
    if (controller.signal.aborted) toast({ title: "Download cancelled", description: "Nothing was saved." });
    else if (error instanceof ZipFailure) {
      if (!error.sessionEnded) fail(error.message);
    } else {
      fail(`“${file.name}” stopped before the end, so nothing was saved. Try again.`);
    }
  } finally {
    window.removeEventListener("beforeunload", holdPage);
  }
}

async function browserDownload(pocketkit: Pocketkit, target: ZipTarget): Promise<void> {
  let plan: { name: string; photos: number; missing: number; bytes: number };
  try {
    const response = await requestZip(
      pocketkit,
      "/api/gallery/zip/check",
      target,
      new AbortController().signal,
    );
    plan = (await response.json()) as typeof plan;
  } catch (error) {
    if (error instanceof ZipFailure && !error.sessionEnded) fail(error.message);
    return;
  }
  const frame = downloadFrame(target);
  const form = document.createElement("form");
  form.method = "POST";
  form.action = "/api/gallery/zip";
  form.target = frame.name;
  form.hidden = true;
  const fields: Record<string, string> =
    "album" in target ? { album: target.album.id } : { photos: target.photos.join(",") };
  // In the body, never in a URL: addresses end up in logs and history.
  fields.token = pocketkit.pb.authStore.token;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
  const missing = missingSentence(plan.missing);
  toast({
    title: `Downloading “${plan.name}”`,
    description: `${photoCount(plan.photos)}, ${formatBytes(plan.bytes)}. Your browser's downloads show how far it has got.${missing ? ` ${missing}` : ""}`,
  });
}

/**
 * The hidden frame the browser's download is asked for in. A ZIP never shows in it; a refusal
 * (the session ended since the check, say) does, as JSON, and is said in a toast instead.
 */
function downloadFrame(target: ZipTarget): HTMLIFrameElement {
  const name = "pk-zip-download";
  let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${name}"]`);
  if (!frame) {
    frame = document.createElement("iframe");
    frame.name = name;
    frame.hidden = true;
    frame.title = "Downloads";
    document.body.append(frame);
  }
  frame.onload = () => {
    let refusal: ZipRefusal | undefined;
    try {
      refusal = JSON.parse(frame.contentDocument?.body?.textContent ?? "") as ZipRefusal;
    } catch {
      return;
    }
    if (refusal?.code) fail(describeRefusal(refusal, target));
  };
  return frame;
}

/**
 * POSTs `target` to a ZIP route with the current token. A 401 lets the session check itself
 * (DESIGN §8): refreshed, the request goes once more; ended, the app goes to sign-in.
 *
 * @throws ZipFailure with the words for a refusal; the fetch's error when `signal` aborted it.
 */
async function requestZip(
  pocketkit: Pocketkit,
  path: string,
  target: ZipTarget,
  signal: AbortSignal,
  again = true,
): Promise<Response> {
  const token = pocketkit.pb.authStore.token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify("album" in target ? { album: target.album.id } : { photos: target.photos }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ZipFailure(UNREACHABLE);
  }
  if (response.ok) return response;
  if (response.status === 401) {
    const ended = await pocketkit.auth.checkRefusal({ status: 401, method: "POST", url: path, token });
    if (!ended && again) return requestZip(pocketkit, path, target, signal, false);
    throw new ZipFailure(SESSION_EXPIRED, ended);
  }
  const refusal = (await response.json().catch(() => ({}))) as ZipRefusal;
  throw new ZipFailure(describeRefusal(refusal, target));
}

function describeRefusal({ code, params = {} }: ZipRefusal, target: ZipTarget): string {
  const count = (params.count ?? 0).toLocaleString("en-US");
  switch (code) {
    case "unauthorized":
      return SESSION_EXPIRED;
    case "empty":
      return "album" in target
        ? "This album has no photos to download."
        : "Choose some photos to download first.";
    case "too_many":
      return "album" in target
        ? `This album has ${count} photos; a ZIP holds at most ${MAX_PHOTOS_PER_ZIP}. Select up to ${MAX_PHOTOS_PER_ZIP} of them and download those.`
        : `A ZIP holds at most ${MAX_PHOTOS_PER_ZIP} photos, and ${count} are selected. Download them in parts.`;
    case "album_not_found":
      return "This album doesn't exist or isn't yours.";
    case "photos_gone":
      return params.count === 1
        ? "This photo is no longer in your library."
        : "These photos are no longer in your library.";
    default:
      return UNREACHABLE;
  }
}

function fail(description: string) {
  toast({ title: "The photos could not be downloaded", description, variant: "destructive" });
}

function photoCount(count: number): string {
  return count === 1 ? "1 photo" : `${count.toLocaleString("en-US")} photos`;
}

function missingSentence(missing: number): string {
  if (missing === 0) return "";
  return missing === 1
    ? "1 photo is no longer in your library and was left out."
    : `${missing} photos are no longer in your library and were left out.`;
}

function savedDescription(headers: Headers, bytes: number): string {
  const photos = Number(headers.get("x-gallery-zip-photos") ?? 0);
  const missing = missingSentence(Number(headers.get("x-gallery-zip-missing") ?? 0));
  return `${photoCount(photos)}, ${formatBytes(bytes)}.${missing ? ` ${missing}` : ""}`;
}

interface ProgressSnapshot {
  received: number;
  /** The ZIP's exact size, once the server has answered. */
  total: number | undefined;
}

/** Bytes received, told to the toast at most every 100 ms (a chunk arrives far more often). */
function createProgress() {
  const listeners = new Set<() => void>();
  let snapshot: ProgressSnapshot = { received: 0, total: undefined };
  let received = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = () => {
    clearTimeout(timer);
    timer = undefined;
    snapshot = { received, total: snapshot.total };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    received: () => received,
    start(total: number) {
      snapshot = { received: 0, total };
      tell();
    },
    add(bytes: number) {
      received += bytes;
      if (received === snapshot.total) tell();
      // Told a moment later, so that the last bytes before a pause show too.
      else timer ??= setTimeout(tell, 100);
    },
  };
}

function ZipProgress({ progress, label }: { progress: ReturnType<typeof createProgress>; label: string }) {
  const { received, total } = useSyncExternalStore(progress.subscribe, progress.getSnapshot);
  return (
    <span className="pk:grid pk:min-w-52 pk:gap-1.5">
      <Progress
        value={total === undefined ? null : received}
        max={total || 1}
        aria-label={label}
        getValueLabel={(value, max) => `${formatBytes(value)} of ${formatBytes(max)}`}
      />
      <span className="pk:tabular-nums">
        {total === undefined ? "Preparing…" : `${formatBytes(received)} of ${formatBytes(total)}`}
      </span>
    </span>
  );
}
