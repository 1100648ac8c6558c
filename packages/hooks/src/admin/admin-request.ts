import { toPocketkitError } from "@pocketkit/client";

/** Runs one SDK call and turns whatever it throws into a `PocketkitError`. */
export async function adminRequest<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    throw toPocketkitError(error);
  }
}
