// Files on S3 against PocketBase's own disk (DESIGN §7a), in the same run: the same uploads to two
// throwaway PocketBases with the Gallery's schema, one keeping files in its data folder, one on a
// real S3 server (versitygw on loopback, objects as plain files: the figures show what the S3
// round trips cost PocketBase, not a network's latency). From Node, with the SDK, one at a time,
// the two taking turns so that a change of load touches both alike.
//
// Upload: MB/s of the file's bytes (MB = 10^6). Thumb: the time to a 400px-wide thumb's last byte,
// the first time (PocketBase reads the original, makes the thumb and stores it) and again (it
// reads the stored thumb).
import { createPng, startS3Server, type PocketBaseServer } from "@pocketkit/client/testing";
import { signUpUser, startGalleryPocketBase } from "@pocketkit/testkit";

import { median, ms, percentile, type Row } from "./report";

const MB = 1_000_000;
const FILE_SIZE = 3.5 * MB;
const ROUNDS = 12;

function photo(owner: string, round: number): FormData {
  const image = createPng({
    width: 1600,
    height: 1200,
    from: [200, (round * 37) % 256, 80],
    to: [40, 90, 200],
  });
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", `Bench ${round}`);
  form.set("file", new File([Buffer.concat([image, Buffer.alloc(FILE_SIZE - image.length)])], "bench.png"));
  return form;
}

type Client = Awaited<ReturnType<typeof signUpUser>>;
type PhotoRecord = Parameters<Client["files"]["getURL"]>[0];

async function timedThumb(pb: Client, record: PhotoRecord, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(pb.files.getURL(record, String(record.file), { thumb: "400x0", token }));
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`thumb answered ${response.status}`);
  return performance.now() - started;
}

export async function measureStorage(): Promise<Row[]> {
  const s3 = await startS3Server({ bucket: "bench" });
  const servers: Record<"local disk" | "S3", PocketBaseServer | undefined> = {
    "local disk": undefined,
    S3: undefined,
  };
  try {
    servers["local disk"] = await startGalleryPocketBase();
    servers.S3 = await startGalleryPocketBase({ s3: { storage: s3 } });
    const clients = {
      "local disk": await signUpUser(servers["local disk"].url, servers["local disk"].superuser),
      S3: await signUpUser(servers.S3.url, servers.S3.superuser),
    };
    const figures = Object.fromEntries(
      Object.keys(clients).map((name) => [
        name,
        { upload: [] as number[], first: [] as number[], cached: [] as number[] },
      ]),
    );
    // Warm-up: connections open, code paths taken once.
    for (const pb of Object.values(clients))
      await pb.collection("images").create(photo(pb.authStore.record!.id, 0));

    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, pb] of Object.entries(clients)) {
        const form = photo(pb.authStore.record!.id, round);
        const started = performance.now();
        const record = await pb.collection("images").create<PhotoRecord>(form);
        figures[name]!.upload.push(FILE_SIZE / MB / ((performance.now() - started) / 1000));
        const token = await pb.files.getToken();
        figures[name]!.first.push(await timedThumb(pb, record, token));
        figures[name]!.cached.push(await timedThumb(pb, record, token));
      }
    }

    const rows: Row[] = [];
    for (const [name, { upload, first, cached }] of Object.entries(figures)) {
      rows.push(
        {
          name: `storage: upload ${FILE_SIZE / MB} MB, ${name}`,
          // The slow end of a rate is its low percentile.
          median: `${median(upload).toFixed(1)} MB/s`,
          p95: `${percentile(upload, 5).toFixed(1)} MB/s`,
        },
        {
          name: `storage: first 400px thumb, ${name}`,
          median: ms(median(first)),
          p95: ms(percentile(first, 95)),
        },
        {
          name: `storage: 400px thumb again, ${name}`,
          median: ms(median(cached)),
          p95: ms(percentile(cached, 95)),
        },
      );
    }
    return rows;
  } finally {
    await Promise.allSettled(Object.values(servers).map((server) => server?.stop()));
    await s3.stop();
  }
}
