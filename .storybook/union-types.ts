import type { ArgTypesEnhancer } from "storybook/internal/types";

// Storybook's props table prints react-docgen's TypeScript types by their kind, and writes out the
// source only for arrays, records and signatures: a prop typed `"sm" | "md" | "lg"` showed the
// word "union", which tells a reader nothing. This puts the union as written in its place.

interface DocgenProp {
  tsType?: { name: string; raw?: string };
}

type Documented = { __docgenInfo?: { props?: Record<string, DocgenProp> } };

/** A union's source on one line, as the table shows it: `"primary" | "secondary" | null`. */
export function unionSummary(prop: DocgenProp | undefined): string | undefined {
  if (prop?.tsType?.name !== "union" || !prop.tsType.raw) return undefined;
  return prop.tsType.raw.replace(/\s+/g, " ").trim().replace(/^\| /, "");
}

/** `argTypesEnhancers` entry: each union prop's type in the props table as written in the source. */
export const unionArgTypes: ArgTypesEnhancer = ({ argTypes, component }) => {
  const props = (component as Documented | undefined)?.__docgenInfo?.props;
  if (!props) return argTypes;
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = unionSummary(props[name]);
      if (!summary || argType.table?.type?.summary !== "union") return [name, argType];
      return [name, { ...argType, table: { ...argType.table, type: { ...argType.table.type, summary } } }];
    }),
  );
};
