import { usePocketkit } from "@pocketkit/hooks";
import { toast } from "@pocketkit/ui";
import { useState } from "react";

import { describePhotos } from "./describe-photos";

/**
 * `describePhotos` for a button: whether a request is on its way (to disable the button), and a
 * refusal said in a toast.
 */
export function useDescribePhotos(): { pending: boolean; describe: (ids?: string[]) => void } {
  const { pb } = usePocketkit();
  const [pending, setPending] = useState(false);
  const describe = (ids?: string[]) => {
    setPending(true);
    describePhotos(pb, ids)
      .catch((error: Error) => toast({ title: error.message, variant: "destructive" }))
      .finally(() => setPending(false));
  };
  return { pending, describe };
}
