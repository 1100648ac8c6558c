import type { PocketkitError } from "@pocketkit/client";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ListResult, RecordModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { superuserListOptions, type SuperuserListQuery } from "./admin-queries";

export interface UseSuperusersOptions extends SuperuserListQuery {
  /** @default true */
  enabled?: boolean;
}

/**
 * One page of superusers (the `_superusers` collection; superusers only).
 *
 * @example
 * const { data } = useSuperusers({ sort: "email" });
 */
export function useSuperusers(
  options: UseSuperusersOptions = {},
): UseQueryResult<ListResult<RecordModel>, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true, ...query } = options;
  return useQuery({ ...superuserListOptions(pocketkit, query), enabled, placeholderData: keepPreviousData });
}
