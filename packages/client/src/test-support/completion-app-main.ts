// Test-only: the program `startCompletionAppProcess` runs. It serves the completion handler with
// the options in POCKETKIT_COMPLETION_APP_OPTIONS (JSON) and prints its URL.
import { startCompletionApp } from "@pocketkit/testkit";

const app = await startCompletionApp(JSON.parse(process.env.POCKETKIT_COMPLETION_APP_OPTIONS ?? "{}"));
console.log(`pocketkit-completion-app ${app.url}`);
