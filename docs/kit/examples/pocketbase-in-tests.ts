import { startPocketBase } from "@pocketkit/client/testing";

await using pocketbase = await startPocketBase({ migrationsDir: "pb_migrations" });
const response = await fetch(`${pocketbase.url}/api/health`);
console.log(response.status); // 200
