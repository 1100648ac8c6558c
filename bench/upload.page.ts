// The page of bench/upload.ts, bundled for Chromium: a user of its own, the bench's files fetched
// once into Files, and one upload at a time through either path.
import { uploadRecord } from "@pocketkit/client";

import { signUpUser } from "@pocketkit/testkit/browser";

export type UploadWay = "uploadRecord" | "sdk";

// The SDK's client, typed through the helper (the root package does not depend on the SDK).
let pb: Awaited<ReturnType<typeof signUpUser>>;
let files: File[] = [];
let progressEvents = 0;

/** Signs a new user up and in, and loads the files the server hands out under `/files/`. */
async function setUp(
  url: string,
  superuser: { email: string; password: string },
  names: string[],
): Promise<void> {
  pb = await signUpUser(url, superuser);
  files = await Promise.all(
    names.map(async (name) => {
      const response = await fetch(`/files/${name}`);
      return new File([await response.blob()], name, { type: "image/png" });
    }),
  );
}

/** Creates one image with file `index`; milliseconds from the call to the record. */
async function upload(way: UploadWay, index: number): Promise<number> {
  const file = files[index]!;
  const owner = pb.authStore.record!.id;
  const started = performance.now();
  if (way === "uploadRecord") {
    // With a progress listener, as an upload queue has: XHR then reports the bytes as they go.
    await uploadRecord(pb, {
      collection: "images",
      data: { owner, file, title: file.name },
      onProgress: () => progressEvents++,
    });
  } else {
    const form = new FormData();
    form.append("owner", owner);
    form.append("title", file.name);
    form.append("file", file);
    await pb.collection("images").create(form);
  }
  return performance.now() - started;
}

declare global {
  interface Window {
    uploadBench: { setUp: typeof setUp; upload: typeof upload; progressEvents: () => number };
    benchReady: boolean;
  }
}
window.uploadBench = { setUp, upload, progressEvents: () => progressEvents };
window.benchReady = true;
