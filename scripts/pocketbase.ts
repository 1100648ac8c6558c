// `pnpm pocketbase`: finds or installs the pinned PocketBase (the same way the test harness
// does) and prints its path. CI runs it as its own step so that its time shows apart.
import { ensurePocketBase } from "@pocketkit/client/testing";

console.log(await ensurePocketBase({ log: (line) => console.error(line) }));
