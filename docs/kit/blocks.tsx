import { Canvas, Source } from "@storybook/addon-docs/blocks";
import type { ModuleExport } from "storybook/internal/types";

// The blocks the docs pages show examples with. The markdown copies (scripts/storybook-llms.ts)
// read these two by name: an <Example> or <ExampleSource> becomes its file's code.

/** An example as it runs (its story) above the example file's source, shown open. */
export function Example({ of, code }: { of: ModuleExport; code: string }) {
  return <Canvas of={of} source={{ code, language: "tsx" }} sourceState="shown" />;
}

/** An example that does not render in a browser (a server file, a test): its source only. */
export function ExampleSource({ code, language = "tsx" }: { code: string; language?: "ts" | "tsx" }) {
  return <Source code={code} language={language === "ts" ? "typescript" : "tsx"} dark />;
}
