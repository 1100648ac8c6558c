import type { CollectionSchema } from "@pocketkit/client";

import type { Translate } from "../../i18n/messages-context";

// PocketBase answers a filter it cannot read with a bare 400 ("Something went wrong while
// processing your request."), naming neither the spot nor the reason. Once the server has said
// no, this reads the expression the way PocketBase's grammar does and names the likely problem.
// It only ever explains a refusal: it never stops a filter from being sent.

/** What is wrong with a filter, as far as reading it tells. */
export type FilterProblem =
  | { code: "unclosedQuote"; near: string }
  | { code: "unclosedParen" }
  | { code: "unexpectedClose" }
  | { code: "missingOperator"; near: string }
  | { code: "missingValue"; near: string }
  | { code: "dangling"; near: string }
  | { code: "unexpected"; near: string }
  | { code: "unknownField"; field: string; collection: string };

type TokenKind = "string" | "number" | "identifier" | "operator" | "join" | "open" | "close" | "comma";
interface Token {
  kind: TokenKind;
  text: string;
}

const OPERATORS = [
  "?!~",
  "?!=",
  "?>=",
  "?<=",
  "!~",
  "!=",
  ">=",
  "<=",
  "?=",
  "?>",
  "?<",
  "?~",
  "=",
  ">",
  "<",
  "~",
];
const LITERALS = new Set(["true", "false", "null"]);

class Problem {
  constructor(readonly problem: FilterProblem) {}
}

function excerpt(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < filter.length) {
    const rest = filter.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    if (rest.startsWith("//")) {
      const end = rest.indexOf("\n");
      index += end < 0 ? rest.length : end;
      continue;
    }
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      let end = 1;
      while (end < rest.length && rest[end] !== quote) end += rest[end] === "\\" ? 2 : 1;
      if (end >= rest.length) throw new Problem({ code: "unclosedQuote", near: excerpt(rest) });
      tokens.push({ kind: "string", text: rest.slice(0, end + 1) });
      index += end + 1;
      continue;
    }
    const number = /^-?\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: "number", text: number[0] });
      index += number[0].length;
      continue;
    }
    const identifier = /^[@A-Za-z_][\w.:@]*/.exec(rest);
    if (identifier) {
      tokens.push({ kind: "identifier", text: identifier[0] });
      index += identifier[0].length;
      continue;
    }
    const join = rest.startsWith("&&") || rest.startsWith("||") ? rest.slice(0, 2) : undefined;
    const operator = OPERATORS.find((candidate) => rest.startsWith(candidate));
    const single = { "(": "open", ")": "close", ",": "comma" }[rest[0]!] as TokenKind | undefined;
    const token: Token | undefined = join
      ? { kind: "join", text: join }
      : operator
        ? { kind: "operator", text: operator }
        : single
          ? { kind: single, text: rest[0]! }
          : undefined;
    if (!token) throw new Problem({ code: "unexpected", near: excerpt(rest) });
    tokens.push(token);
    index += token.text.length;
  }
  return tokens;
}

/** A recursive-descent reader of PocketBase's grammar: comparisons joined by && and ||, in ( ). */
function parse(tokens: Token[], checkField: (name: string) => void): void {
  let position = 0;
  const peek = () => tokens[position];
  const last = () => tokens[position - 1];

  function expression(depth: number): void {
    primary(depth);
    while (peek()?.kind === "join") {
      position++;
      if (!peek()) throw new Problem({ code: "dangling", near: last()!.text });
      primary(depth);
    }
    const next = peek();
    if (next && !(next.kind === "close" && depth > 0)) {
      throw new Problem(
        next.kind === "close" ? { code: "unexpectedClose" } : { code: "unexpected", near: next.text },
      );
    }
  }

  function primary(depth: number): void {
    if (peek()?.kind === "open") {
      position++;
      expression(depth + 1);
      if (peek()?.kind !== "close") throw new Problem({ code: "unclosedParen" });
      position++;
      return;
    }
    operand();
    const operator = peek();
    if (!operator) throw new Problem({ code: "missingOperator", near: last()!.text });
    if (operator.kind !== "operator") throw new Problem({ code: "unexpected", near: operator.text });
    position++;
    if (!peek()) throw new Problem({ code: "missingValue", near: operator.text });
    operand();
  }

  function operand(): void {
    const token = peek();
    if (!token) throw new Problem({ code: "dangling", near: last()?.text ?? "" });
    if (token.kind === "string" || token.kind === "number") {
      position++;
      return;
    }
    if (token.kind !== "identifier") {
      throw new Problem(
        token.kind === "close" ? { code: "unexpectedClose" } : { code: "unexpected", near: token.text },
      );
    }
    position++;
    if (peek()?.kind === "open") {
      // A function: geoDistance(lonA, latA, lonB, latB), strftime(…).
      position++;
      while (peek() && peek()!.kind !== "close") {
        operand();
        if (peek()?.kind === "comma") position++;
      }
      if (!peek()) throw new Problem({ code: "unclosedParen" });
      position++;
      return;
    }
    checkField(token.text);
  }

  expression(0);
}

/**
 * Why PocketBase could not read `filter`: an unclosed quote or parenthesis, a comparison missing
 * its operator or value, a stray token, or a field the collection doesn't have. `undefined` when
 * the expression reads fine (the server's reason is then something else, such as a type mismatch).
 *
 * @example
 * diagnoseFilter('title ~ "sea" &&', posts) // { code: "dangling", near: "&&" }
 */
export function diagnoseFilter(filter: string, collection?: CollectionSchema): FilterProblem | undefined {
  const fields = new Set(collection?.fields.map((field) => field.name) ?? []);
  const checkField = (name: string) => {
    if (!collection || name.startsWith("@") || LITERALS.has(name)) return;
    const first = name.split(/[.:]/)[0]!;
    // Back-relations (comments_via_post.text) name another collection's field.
    if (first.includes("_via_") || fields.has(first)) return;
    throw new Problem({ code: "unknownField", field: first, collection: collection.name });
  };
  try {
    const tokens = tokenize(filter);
    if (tokens.length > 0) parse(tokens, checkField);
    return undefined;
  } catch (caught) {
    if (caught instanceof Problem) return caught.problem;
    throw caught;
  }
}

/** The problem in words, from the catalogue. */
export function filterProblemMessage(problem: FilterProblem, t: Translate): string {
  switch (problem.code) {
    case "unclosedQuote":
      return t("admin.collections.filter.problem.unclosedQuote", { near: problem.near });
    case "unclosedParen":
      return t("admin.collections.filter.problem.unclosedParen");
    case "unexpectedClose":
      return t("admin.collections.filter.problem.unexpectedClose");
    case "missingOperator":
      return t("admin.collections.filter.problem.missingOperator", { near: problem.near });
    case "missingValue":
      return t("admin.collections.filter.problem.missingValue", { near: problem.near });
    case "dangling":
      return t("admin.collections.filter.problem.dangling", { near: problem.near });
    case "unexpected":
      return t("admin.collections.filter.problem.unexpected", { near: problem.near });
    case "unknownField":
      return t("admin.collections.filter.problem.unknownField", {
        field: problem.field,
        collection: problem.collection,
      });
  }
}
