// Writes src/pocketbase-types.ts anew from the test schema: starts a throwaway PocketBase with it
// and runs the kit's typegen against it, as a user runs it against theirs.
// Run: pnpm --filter @pocketkit/testkit typegen
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

import { startTestPocketBase } from "../src/test-pocketbase";

const require = createRequire(import.meta.url);
const cli = require.resolve("@pocketkit/client/package.json").replace(/package\.json$/, "src/typegen/cli.ts");
const out = fileURLToPath(new URL("../src/pocketbase-types.ts", import.meta.url));

const server = await startTestPocketBase();
try {
  const { email, password } = server.superuser;
  execFileSync(
    process.execPath,
    [
      "--conditions=@pocketkit/source",
      "--import",
      "tsx",
      cli,
      "--url",
      server.url,
      "--email",
      email,
      "--password",
      password,
      "--out",
      out,
    ],
    { stdio: "inherit" },
  );
} finally {
  await server.stop();
}
