import "@pocketkit/ui/styles.css";
import type { ReactNode } from "react";

export const metadata = { title: "Pocketkit in a fresh Next.js app" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
