import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

import { precompress } from "./build/precompress";

// `vite build` makes what the Gallery server serves; `vite` (dev, with hot reload) sends the
// API to that server, which fronts PocketBase, so the app has one origin either way.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ["@pocketkit/source", ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 5173}`, ws: false },
      "/_": { target: `http://127.0.0.1:${process.env.POCKETBASE_PORT ?? 8090}` },
    },
  },
  // No source maps in what the server makes public: they would hand out the app's whole source.
  build: { sourcemap: false, target: "es2022" },
});
