// `pnpm versitygw`: finds or builds the pinned versitygw, the S3 server the tests run (the same
// way the test harness does), and prints its path. CI runs it as its own step so that its time
// shows apart.
import { ensureVersityGw } from "@pocketkit/client/testing";

console.log(await ensureVersityGw({ log: (line) => console.error(line) }));
