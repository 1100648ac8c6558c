import { usePocketkit } from "@pocketkit/hooks";
import { useState } from "react";

/**
 * `describePhotos` for a button: whether a request is on its way (to disable the button), and
 * why the last one was refused, in words to show beside it. The request's code loads with the
 * first click: the library's route carries only the button (DESIGN §11).
 */
export function useDescribePhotos(): {
  pending: boolean;
  error: string | undefined;
  describe: (ids?: string[]) => void;
} {
  const { pb } = usePocketkit();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const describe = (ids?: string[]) => {
    setPending(true);
    setError(undefined);
    import("./describe-photos")
      .then(({ describePhotos }) => describePhotos(pb, ids))
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setPending(false));
  };
  return { pending, error, describe };
}
