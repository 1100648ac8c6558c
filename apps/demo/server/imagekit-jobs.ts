import type PocketBase from "pocketbase";

import { isStatus } from "./alt-text-queue";
import { createWorkerPresence, type WorkerPresence } from "./worker-presence";

/** A job of the ImageKit mirror (pb_migrations/1763801000_imagekit_mirror.js), claimed by a server. */
export type ImageKitJob = {
  id: string;
  owner: string;
  /** The record the job is about. */
  subject: string;
  /** Failed tries so far. */
  attempts: number;
  claim: string;
} & (
  | { kind: "photo_sync" | "album_sync" | "field_sync"; data: Record<string, never> }
  | { kind: "photo_delete"; data: { fileId: string } }
  | { kind: "album_delete"; data: { folder: string } }
  | { kind: "field_delete"; data: { imagekitField: string } }
);

/** How a job ended, as pb_hooks/imagekit_mirror.pb.js records it. */
export type ImageKitJobOutcome =
  | { status: "done" }
  | { status: "pending"; nextTry: Date; error: string; attempts: number }
  | { status: "failed"; error: string; attempts: number };

/** The mirror's queue in PocketBase, for a Gallery server with a superuser's client. */
export interface ImageKitJobQueue extends WorkerPresence {
  /** The job whose turn it is, or when the next one is due (`undefined`: none is waiting). */
  claim(leaseSeconds: number): Promise<{ job: ImageKitJob } | { job: null; nextDue: Date | undefined }>;
  /** Records how the job ended; `superseded`: its lease ran out and another server has it. */
  finish(job: ImageKitJob, outcome: ImageKitJobOutcome): Promise<{ superseded: boolean }>;
}

export function createImageKitJobQueue(superuser: () => Promise<PocketBase>): ImageKitJobQueue {
  return {
    ...createWorkerPresence(superuser, "imagekit"),
    async claim(leaseSeconds) {
      const pb = await superuser();
      const answer = await pb.send<{ job: ImageKitJob | null; nextDue: string }>("/api/imagekit/jobs/claim", {
        method: "POST",
        body: { leaseSeconds },
      });
      if (answer.job) return { job: answer.job };
      return { job: null, nextDue: answer.nextDue ? new Date(answer.nextDue.replace(" ", "T")) : undefined };
    },
    async finish(job, outcome) {
      const pb = await superuser();
      const body = {
        ...outcome,
        claim: job.claim,
        ...("nextTry" in outcome ? { nextTry: outcome.nextTry.toISOString() } : {}),
      };
      try {
        await pb.send(`/api/imagekit/jobs/${job.id}/finish`, { method: "POST", body });
        return { superseded: false };
      } catch (error) {
        if (isStatus(error, 409)) return { superseded: true };
        throw error;
      }
    },
  };
}
