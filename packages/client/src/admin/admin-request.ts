import { toPocketkitError } from "../errors/to-pocketkit-error";

/**
 * Runs one SDK call (or a few, in one async function) and turns whatever it throws into a
 * `PocketkitError`.
 *
 * @example
 * const backups = await adminRequest(() => pb.backups.getFullList({ requestKey: null }));
 *
 * @throws PocketkitError whatever `run` throws, converted by `toPocketkitError`.
 */
export async function adminRequest<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    throw toPocketkitError(error);
  }
}
