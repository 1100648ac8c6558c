import type { CollectionSchema, Pocketkit } from "@pocketkit/client";
import { usePocketkit } from "@pocketkit/hooks";
import { useCallback, useEffect, useState } from "react";

import type { FileUrlBuilder } from "./field-inputs/types";

/**
 * A `FileUrlBuilder` for the records of a collection. For a collection with protected files it
 * fetches a file token (cached and renewed by the client) and adds it to every URL.
 */
export function useFileUrl(collection: CollectionSchema | undefined): FileUrlBuilder {
  const pocketkit = usePocketkit();
  const needsToken = Boolean(collection?.fields.some((field) => field.type === "file" && field.protected));
  const [token, setToken] = useState("");
  useEffect(() => {
    if (!needsToken) return;
    let current = true;
    pocketkit.fileTokens.get().then(
      (fresh) => {
        if (current) setToken(fresh);
      },
      // Without a token the previews of protected files stay blank; nothing else depends on it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pocketkit, needsToken]);
  return useCallback<FileUrlBuilder>(
    (record, filename, options) =>
      pocketkit.fileUrl(record as Parameters<Pocketkit["fileUrl"]>[0], filename, {
        ...options,
        ...(token ? { token } : {}),
      }),
    [pocketkit, token],
  );
}
