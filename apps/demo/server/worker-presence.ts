import type PocketBase from "pocketbase";

/** What a Gallery server can do for PocketBase's queues (pb_hooks/workers.js). */
export type WorkerRole = "alt_text" | "imagekit";

/**
 * A Gallery server's word that it is there to do one kind of background work
 * (`POST /api/workers/{id}` in pb_hooks/alt_text_jobs.pb.js): PocketBase writes that kind of work
 * only while a server of its role has said so in time.
 */
export interface WorkerPresence {
  /** This server is there for `seconds` more. */
  present(worker: string, seconds: number): Promise<void>;
  /** This server stops. */
  leave(worker: string): Promise<void>;
}

export function createWorkerPresence(superuser: () => Promise<PocketBase>, role: WorkerRole): WorkerPresence {
  return {
    async present(worker, seconds) {
      const pb = await superuser();
      await pb.send(`/api/workers/${encodeURIComponent(worker)}`, {
        method: "POST",
        body: { seconds, role },
      });
    },
    async leave(worker) {
      const pb = await superuser();
      await pb.send(`/api/workers/${encodeURIComponent(worker)}`, { method: "DELETE" });
    },
  };
}
