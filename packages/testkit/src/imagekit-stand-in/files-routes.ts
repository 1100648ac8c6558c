// ImageKit's file APIs that the adapter calls (api.imagekit.io, v1), with the statuses and bodies
// of the API reference: delete a file, move a file, update a file's details (custom metadata).
import type { Hono } from "hono";

import { applyCustomMetadata } from "./custom-metadata";
import { folderPath, readJsonBody, StandInRefusal } from "./stand-in-answers";
import { fileByPath, fileDetails, type StandInState } from "./stand-in-state";

export function fileRoutes(app: Hono, state: StandInState): void {
  // 204 with no body; 404 for a file that is not there.
  app.delete("/v1/files/:fileId", (c) => {
    const fileId = c.req.param("fileId");
    if (!state.files.delete(fileId)) throw new StandInRefusal(404, "The requested file does not exist.");
    return c.body(null, 204);
  });

  // `{ sourceFilePath, destinationPath }`; 204; the file keeps its id and takes the new folder.
  app.post("/v1/files/move", async (c) => {
    const body = await readJsonBody(c, { required: { sourceFilePath: "string", destinationPath: "string" } });
    const source = body.sourceFilePath as string;
    const destination = folderPath(body.destinationPath as string);
    const file = fileByPath(state, source);
    if (!file)
      throw new StandInRefusal(404, `No file found with filePath \`${source}\`.`, "SOURCE_FILE_MISSING");
    if (!state.folders.has(destination)) {
      throw new StandInRefusal(
        400,
        "Your request is missing parameters / contains invalid parameters.",
        "INVALID_FOLDER_PATH",
      );
    }
    if (file.filePath === destination + file.name) {
      throw new StandInRefusal(
        400,
        "Your request is missing parameters / contains invalid parameters.",
        "SAME_SOURCE_AND_DESTINATION",
      );
    }
    file.filePath = destination + file.name;
    file.updatedAt = new Date().toISOString();
    return c.body(null, 204);
  });

  // Only `customMetadata` is the adapter's: the other details are refused as unknown fields.
  app.patch("/v1/files/:fileId/details", async (c) => {
    const file = state.files.get(c.req.param("fileId"));
    const body = await readJsonBody(c, { required: { customMetadata: "object" } });
    if (!file) throw new StandInRefusal(404, "The requested file does not exist.");
    file.customMetadata = applyCustomMetadata(state, file.customMetadata, body.customMetadata);
    file.updatedAt = new Date().toISOString();
    return c.json(fileDetails(state, file));
  });
}
