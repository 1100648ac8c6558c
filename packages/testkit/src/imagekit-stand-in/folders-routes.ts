// ImageKit's folder APIs that the adapter calls (api.imagekit.io, v1): create and delete a
// folder, rename and move one through a bulk job, and a bulk job's status.
import type { Hono } from "hono";

import { folderPath, newId, readJsonBody, StandInRefusal } from "./stand-in-answers";
import { ensureFolder, moveTree, type StandInJob, type StandInState } from "./stand-in-state";

export function folderRoutes(app: Hono, state: StandInState): void {
  // `{ folderName, parentFolderPath }`; 201 `{}`. Missing parents are made; characters other than
  // letters and digits in the name become `_`.
  app.post("/v1/folder", async (c) => {
    const body = await readJsonBody(c, { required: { folderName: "string", parentFolderPath: "string" } });
    const name = (body.folderName as string).replace(/[^\p{L}\p{M}\p{N}]/gu, "_");
    if (name === "." || name === "..")
      throw new StandInRefusal(400, "'.' & '..' can not be used as folder-name", "INVALID_FOLDER_PATH");
    ensureFolder(state, `${folderPath(body.parentFolderPath as string)}${name}/`);
    return c.json({}, 201);
  });

  // `{ folderPath }` as the body of a DELETE; 204; 404 with FOLDER_NOT_FOUND.
  app.delete("/v1/folder", async (c) => {
    const body = await readJsonBody(c, { required: { folderPath: "string" } });
    const path = folderPath(body.folderPath as string);
    if (path === "/" || !state.folders.has(path)) {
      throw new StandInRefusal(
        404,
        `No folder found with folderPath \`${body.folderPath as string}\`.`,
        "FOLDER_NOT_FOUND",
      );
    }
    for (const folder of [...state.folders]) if (folder.startsWith(path)) state.folders.delete(folder);
    for (const [fileId, file] of state.files) if (file.filePath.startsWith(path)) state.files.delete(fileId);
    return c.body(null, 204);
  });

  // `{ folderPath, newFolderName, purgeCache? }`; 200 `{ jobId }`. The new name keeps letters,
  // digits and `-`; the rest become `_`.
  app.post("/v1/bulkJobs/renameFolder", async (c) => {
    const body = await readJsonBody(c, {
      required: { folderPath: "string", newFolderName: "string" },
      optional: { purgeCache: "boolean" },
    });
    const from = existingFolder(state, body.folderPath as string, "folderPath");
    const parent = from.slice(0, from.slice(0, -1).lastIndexOf("/") + 1);
    const to = `${parent}${(body.newFolderName as string).replace(/[^\p{L}\p{M}\p{N}-]/gu, "_")}/`;
    if (to === from)
      throw new StandInRefusal(400, "The new folder name is the current one.", "SAME_SOURCE_AND_DESTINATION");
    return c.json({ jobId: startJob(state, "RENAME_FOLDER", () => moveTree(state, from, to)) });
  });

  // `{ sourceFolderPath, destinationPath }`; 200 `{ jobId }`: the folder goes into the destination.
  app.post("/v1/bulkJobs/moveFolder", async (c) => {
    const body = await readJsonBody(c, {
      required: { sourceFolderPath: "string", destinationPath: "string" },
    });
    const from = existingFolder(state, body.sourceFolderPath as string, "sourceFolderPath");
    const into = folderPath(body.destinationPath as string);
    if (!state.folders.has(into)) {
      throw new StandInRefusal(400, "The destination folder does not exist.", "INVALID_DESTINATION_PATH");
    }
    if (into.startsWith(from)) {
      throw new StandInRefusal(
        400,
        "This operation is not allowed because parent folder cannot be moved into child folder.",
        "INVALID_DESTINATION_PATH",
      );
    }
    const name = from.slice(from.slice(0, -1).lastIndexOf("/") + 1);
    if (into + name === from)
      throw new StandInRefusal(
        400,
        "sourceFolderPath and destinationPath is same",
        "SAME_SOURCE_AND_DESTINATION",
      );
    return c.json({ jobId: startJob(state, "MOVE_FOLDER", () => moveTree(state, from, into + name)) });
  });

  // 200 `{ jobId, type, status }`; the job runs when it is first seen `Pending` and looked at again.
  app.get("/v1/bulkJobs/:jobId", (c) => {
    const job = state.jobs.get(c.req.param("jobId"));
    if (!job) throw new StandInRefusal(404, "The requested job does not exist.");
    const answer = { jobId: job.jobId, type: job.type, status: job.status };
    if (job.status === "Pending") {
      job.run();
      job.status = "Completed";
    }
    return c.json(answer);
  });
}

function existingFolder(state: StandInState, path: string, name: string): string {
  const folder = folderPath(path);
  if (folder === "/")
    throw new StandInRefusal(400, "The root folder cannot be moved or renamed.", "SOURCE_IS_ROOT");
  if (!state.folders.has(folder)) {
    throw new StandInRefusal(404, `No files & folder found at ${name} \`${path}\`.`, "NO_FILES_FOLDER");
  }
  return folder;
}

function startJob(state: StandInState, type: StandInJob["type"], run: () => void): string {
  const jobId = newId();
  state.jobs.set(jobId, { jobId, type, status: "Pending", run });
  return jobId;
}
