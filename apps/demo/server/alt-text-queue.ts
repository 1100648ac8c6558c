import type PocketBase from "pocketbase";

import { createWorkerPresence, type WorkerPresence } from "./worker-presence";

/** A photo a server has claimed: it alone may finish it, with `claim`, until its lease ends. */
export interface ClaimedPhoto {
  id: string;
  owner: string;
  /** Failed tries of this request so far. */
  attempts: number;
  claim: string;
}

/** How a job ended, as pb_hooks/alt_text_jobs.pb.js records it. */
export type JobOutcome =
  | { status: "done"; alt: string }
  | { status: "skipped" }
  | { status: "failed"; error: string; attempts: number }
  | { status: "pending"; nextTry: Date; error?: string; attempts?: number };

/**
 * The alt text queue in PocketBase (pb_hooks/alt_text_jobs.pb.js), for a Gallery server with a
 * superuser's client: everything a server knows about the queue is asked of it, so any number of
 * servers can share it.
 */
export interface AltTextQueue extends WorkerPresence {
  /** The photo whose turn it is, or when the next one is due (`undefined`: none is waiting). */
  claim(leaseSeconds: number): Promise<{ photo: ClaimedPhoto } | { photo: null; nextDue: Date | undefined }>;
  /**
   * Records how the job ended. `superseded`: the claim was no longer this server's (a person
   * wrote alt text, or the lease ran out and another server took it): nothing was written.
   * `written`: the alt text was saved (`false` when a person's was there first).
   */
  finish(
    photo: ClaimedPhoto,
    outcome: JobOutcome,
  ): Promise<{ superseded: true } | { superseded: false; written: boolean }>;
}

export function createAltTextQueue(superuser: () => Promise<PocketBase>): AltTextQueue {
  return {
    ...createWorkerPresence(superuser, "alt_text"),
    async claim(leaseSeconds) {
      const pb = await superuser();
      const answer = await pb.send<{ photo: ClaimedPhoto | null; nextDue: string }>(
        "/api/alt-text/jobs/claim",
        {
          method: "POST",
          body: { leaseSeconds },
        },
      );
      if (answer.photo) return { photo: answer.photo };
      return {
        photo: null,
        nextDue: answer.nextDue ? new Date(answer.nextDue.replace(" ", "T")) : undefined,
      };
    },
    async finish(photo, outcome) {
      const pb = await superuser();
      const body = {
        ...outcome,
        claim: photo.claim,
        ...("nextTry" in outcome ? { nextTry: outcome.nextTry.toISOString() } : {}),
      };
      try {
        const answer = await pb.send<{ written: boolean }>(`/api/alt-text/jobs/${photo.id}/finish`, {
          method: "POST",
          body,
        });
        return { superseded: false, written: answer.written };
      } catch (error) {
        if (isStatus(error, 409)) return { superseded: true };
        throw error;
      }
    },
  };
}

export function isStatus(error: unknown, status: number): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === status;
}
