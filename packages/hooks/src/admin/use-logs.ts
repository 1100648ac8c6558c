import type { PocketkitError } from "@pocketkit/client";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ListResult, LogModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { logListOptions, type LogListQuery } from "./admin-queries";

export interface UseLogsOptions extends LogListQuery {
  /** @default true */
  enabled?: boolean;
  /** Fetch again every so many milliseconds, for a live log view. @default false */
  refetchInterval?: number | false;
}

/**
 * One page of PocketBase's logs (superusers only), newest first by default, kept on screen
 * while the next page loads. Request logs carry `data.url`, `data.method`, `data.status`,
 * `data.execTime`, `data.auth`, …
 *
 * PocketBase writes logs in batches, every few seconds: a request shows up here a moment later.
 *
 * @example
 * const { data } = useLogs({ filter: "data.status >= 400", page });
 */
export function useLogs(options: UseLogsOptions = {}): UseQueryResult<ListResult<LogModel>, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true, refetchInterval = false, ...query } = options;
  return useQuery({
    ...logListOptions(pocketkit, query),
    enabled,
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}
