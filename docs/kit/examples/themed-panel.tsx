import { Badge, Button, Input, Switch } from "@pocketkit/ui";
import { useState, type CSSProperties } from "react";

// A theme is a set of token values, one for light and one for dark. These are scoped to one
// element; put them under `:root` and `.dark` in your own stylesheet to theme the whole app.
const brand = {
  light: {
    "--pk-primary": "oklch(0.45 0.14 150)",
    "--pk-primary-foreground": "oklch(0.99 0 0)",
    "--pk-ring": "oklch(0.55 0.14 150)",
    "--pk-radius": "1rem",
  },
  dark: {
    "--pk-primary": "oklch(0.8 0.15 150)",
    "--pk-primary-foreground": "oklch(0.2 0.03 150)",
    "--pk-ring": "oklch(0.7 0.15 150)",
    "--pk-radius": "1rem",
  },
};

/** Light or dark by the `dark` class, and a brand colour by overriding tokens. */
export function ThemedPanel() {
  const [dark, setDark] = useState(false);
  return (
    <div
      className={dark ? "dark" : undefined}
      style={
        {
          ...(dark ? brand.dark : brand.light),
          background: "var(--pk-background)",
          color: "var(--pk-foreground)",
          padding: 16,
        } as CSSProperties
      }
    >
      <label style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <Switch checked={dark} onCheckedChange={setDark} /> Dark
      </label>
      <div style={{ display: "flex", gap: 8, marginTop: 12 }}>
        <Input aria-label="Album name" placeholder="Album name" />
        <Button>Save</Button>
        <Badge>New</Badge>
      </div>
    </div>
  );
}
