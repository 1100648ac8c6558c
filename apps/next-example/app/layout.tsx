import "@pocketkit/ui/styles.css";
import "./globals.css";

import type { ReactNode } from "react";

import { pocketbaseUrl } from "../lib/config";
import { Providers } from "./providers";

export const metadata = { title: "Pocketkit · Next.js example" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers pocketbaseUrl={pocketbaseUrl()}>{children}</Providers>
      </body>
    </html>
  );
}
