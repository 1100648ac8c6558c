// Test support: photos kept in ImageKit as the Gallery's browser app makes them (signed by the
// Gallery's route, uploaded to ImageKit's upload API, here the loopback stand-in) for the
// server-side tests of the routes, ZIPs and share links.
import { createPng } from "@pocketkit/client/testing";
import type { ImageKitStandIn } from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import type { ListeningGallery } from "./listen";

export interface ImageKitUploader {
  gallery: ListeningGallery;
  standIn: ImageKitStandIn;
}

/** Signs through the Gallery's route and uploads a PNG to the stand-in as ImageKit's upload API takes it. */
export async function uploadToImageKit(
  { gallery, standIn }: ImageKitUploader,
  owner: { pb: PocketBase },
  folder: string,
  size = { width: 40, height: 30 },
): Promise<{ fileId: string; filePath: string }> {
  const signed = await fetch(`${gallery.url}/api/gallery/imagekit/sign`, {
    method: "POST",
    headers: { authorization: owner.pb.authStore.token },
  });
  if (signed.status !== 200) throw new Error(`the sign route answered ${signed.status}`);
  const auth = (await signed.json()) as { token: string; expire: number; signature: string };
  const form = new FormData();
  form.set("file", new File([createPng(size)], "photo.png", { type: "image/png" }));
  form.set("fileName", "photo.png");
  form.set("folder", folder);
  form.set("publicKey", standIn.publicKey);
  form.set("token", auth.token);
  form.set("expire", String(auth.expire));
  form.set("signature", auth.signature);
  const uploaded = await fetch(standIn.uploadUrl, { method: "POST", body: form });
  if (uploaded.status !== 200) throw new Error(`the upload API answered ${uploaded.status}`);
  return (await uploaded.json()) as { fileId: string; filePath: string };
}

/** A photo of `owner`'s kept in ImageKit: the file uploaded, and the record that holds it (no file in PocketBase). */
export async function photoInImageKit(
  uploader: ImageKitUploader,
  owner: { pb: PocketBase; user: RecordModel },
  fields: Record<string, unknown> = {},
) {
  const file = await uploadToImageKit(uploader, owner, `/pocketkit/${owner.user.id}/`);
  const record = await owner.pb.collection("images").create({
    owner: owner.user.id,
    imagekit_id: file.fileId,
    imagekit_path: file.filePath,
    ...fields,
  });
  return { recordId: record.id, record, ...file };
}
