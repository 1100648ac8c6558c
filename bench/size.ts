// Size (DESIGN §11): `pnpm size`'s entries, min+gzip, beside the peers DESIGN compares them
// with. Each peer is also measured now, the same way, wherever it can be resolved: from the
// workspace (the SDK, TanStack Query, zod, the AI SDK, Radix), or, for ra-core and refine, which
// the workspace does not depend on, from a folder outside the repo made once with
//   npm install --prefix "${TMPDIR:-/tmp}/pocketkit-bench-peers" ra-core @refinedev/core
// (or POCKETKIT_BENCH_PEERS). Without it, DESIGN's figures stand alone.
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { entries, KB, measure, type Entry } from "../scripts/size";
import type { Row } from "./report";

const root = fileURLToPath(new URL("..", import.meta.url));
const peersDir = process.env.POCKETKIT_BENCH_PEERS ?? join(tmpdir(), "pocketkit-bench-peers");

interface Peer {
  name: string;
  /** The figure DESIGN §11 gives (min+gzip, 2026-11). */
  design: string;
  /** The package whose version is printed, and the entry measuring it, when it can be resolved. */
  measured?: { package: string; code: string; resolveDir: string };
}

const peers: Peer[] = [
  {
    name: "pocketbase SDK client",
    design: "10.9 KB",
    measured: {
      package: "pocketbase",
      code: `import PocketBase from "pocketbase"; console.log(PocketBase);`,
      resolveDir: join(root, "packages/client"),
    },
  },
  {
    name: "TanStack Query",
    design: "10.6 KB",
    measured: {
      package: "@tanstack/react-query",
      code: `import { QueryClient, QueryClientProvider, useQuery, useMutation, useInfiniteQuery } from "@tanstack/react-query";
        console.log(QueryClient, QueryClientProvider, useQuery, useMutation, useInfiniteQuery);`,
      resolveDir: root,
    },
  },
  {
    // The headless screen's part ra-core has: an admin context, auth, list and update.
    name: "ra-core (headless react-admin)",
    design: "42 KB",
    measured: {
      package: "ra-core",
      code: `import { CoreAdminContext, useGetList, useUpdate, useLogin, useLogout, useAuthState } from "ra-core";
        console.log(CoreAdminContext, useGetList, useUpdate, useLogin, useLogout, useAuthState);`,
      resolveDir: peersDir,
    },
  },
  {
    name: "@refinedev/core",
    design: "63 KB",
    measured: {
      package: "@refinedev/core",
      code: `import { Refine, useList, useUpdate, useLogin, useLogout, useIsAuthenticated } from "@refinedev/core";
        console.log(Refine, useList, useUpdate, useLogin, useLogout, useIsAuthenticated);`,
      resolveDir: peersDir,
    },
  },
  // Material UI and its emotion runtime do not install reliably here: DESIGN's figure only.
  { name: "react-admin with its Material UI screens", design: "315 KB" },
  {
    name: "@ai-sdk/react useCompletion",
    design: "130 KB",
    measured: {
      package: "@ai-sdk/react",
      code: `import { useCompletion } from "@ai-sdk/react"; console.log(useCompletion);`,
      resolveDir: join(root, "packages/client"),
    },
  },
  ...[
    { name: "zod 4, import { z }", design: "95 KB", code: `import { z } from "zod"; console.log(z);` },
    {
      name: "zod 4, import * as z",
      design: "27 KB",
      code: `import * as z from "zod"; console.log(z.object({ name: z.string() }));`,
    },
    {
      name: "zod/mini",
      design: "6.5 KB",
      code: `import * as z from "zod/mini"; console.log(z.object({ name: z.string() }));`,
    },
  ].map(({ name, design, code }) => ({
    name,
    design,
    measured: { package: "zod", code, resolveDir: join(root, "packages/client") },
  })),
  {
    name: "@radix-ui/react-toast",
    design: "12.7 KB",
    measured: {
      package: "@radix-ui/react-toast",
      code: `import * as Toast from "@radix-ui/react-toast";
        console.log(Toast.Provider, Toast.Root, Toast.Title, Toast.Description, Toast.Close, Toast.Viewport);`,
      resolveDir: join(root, "packages/ui"),
    },
  },
  { name: "react-dropzone", design: "6.6 KB" },
  { name: "Uppy core + dashboard", design: "74 KB" },
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function installedVersion(resolveDir: string, name: string): string | undefined {
  const manifest = join(resolveDir, "node_modules", name, "package.json");
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

export async function measureSize(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const entry of entries) {
    const { gzip } = await measure(entry);
    rows.push({
      // The part before the parenthesis names the entry; the rest is in `pnpm size`.
      name: `size: ${entry.name.split(" (")[0]}`,
      median: kb(gzip),
      reference: entry.budget
        ? `budget ≤ ${(entry.budget / KB).toFixed(0)} KB${gzip > entry.budget ? " (over)" : ""}`
        : "",
    });
  }
  for (const peer of peers) {
    const version = peer.measured && installedVersion(peer.measured.resolveDir, peer.measured.package);
    let figure = "not installed here";
    if (peer.measured && version) {
      const entry: Entry = {
        name: peer.name,
        code: peer.measured.code,
        resolveDir: peer.measured.resolveDir,
      };
      figure = kb((await measure(entry)).gzip);
    }
    rows.push({
      name: `size, peer: ${peer.name}${version ? ` ${version}` : ""}`,
      median: figure,
      reference: `peer, from DESIGN §11 (2026-11): ${peer.design}`,
    });
  }
  return rows;
}
