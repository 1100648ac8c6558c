#!/usr/bin/env node
// pocketkit-typegen: TypeScript record types and schemas for a PocketBase app.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";

import { generateTypes } from "./generate-types";
import { loadCollectionsFromFile, loadCollectionsFromServer } from "./load-collections";

const usage = `Usage:
  pocketkit-typegen --url http://127.0.0.1:8090 --email admin@example.com --password … [--out src/pocketbase-types.ts]
  pocketkit-typegen --input pb_schema.json [--out src/pocketbase-types.ts]

Options:
  --url, --email, --password   read the collections from a running server, as a superuser
                               (or set POCKETBASE_URL, POCKETBASE_EMAIL, POCKETBASE_PASSWORD)
  --input FILE                 read them from a collections export (JSON)
  --out FILE                   write here instead of standard output
  --include-system             keep PocketBase's own system collections`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      input: { type: "string" },
      out: { type: "string" },
      "include-system": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const url = values.url ?? process.env.POCKETBASE_URL;
  const email = values.email ?? process.env.POCKETBASE_EMAIL;
  const password = values.password ?? process.env.POCKETBASE_PASSWORD;

  let collections;
  let source;
  if (values.input) {
    collections = await loadCollectionsFromFile(values.input);
    source = "a collections export";
  } else if (url && email && password) {
    collections = await loadCollectionsFromServer({ url, email, password });
    source = "a running PocketBase";
  } else {
    console.error(`pocketkit-typegen: say where the collections come from.\n\n${usage}`);
    return 2;
  }

  const text = generateTypes(collections, { includeSystem: values["include-system"], source });
  if (values.out) {
    await writeFile(values.out, text);
    console.error(`pocketkit-typegen: read ${collections.length} collections, wrote ${values.out}`);
  } else {
    process.stdout.write(text);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`pocketkit-typegen: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
