// A small regular-expression matcher with RE2's guarantee: time linear in the input, whatever
// the pattern. JavaScript's RegExp backtracks, so a pattern like govalidator's email check
// takes exponential time on some invalid addresses; this one runs the pattern as a Thompson NFA
// and keeps every possible state at once (Russ Cox, "Regular Expression Matching Can Be Simple
// And Fast"), one step per character.
//
// It reads the plain core of Go's RE2 syntax, with Go's meanings: literals, `.` (any character
// but \n), classes with ranges and negation, the ASCII escapes \d \D \s \S \w \W, \x41 and
// \x{263a}, escaped punctuation, groups ((…), (?:…), (?P<name>…)), alternation, the quantifiers
// ? * + {n} {n,} {n,m} (and their lazy forms, alike for a yes/no answer), and ^ $ \A \z at the
// text's ends. Anything else (flags, Unicode classes, POSIX classes, word boundaries, \Q…\E) is
// refused with `undefined`, and the caller hands such a pattern to a complete RE2 engine.

type CharTest = (codePoint: number) => boolean;

type Node =
  | { kind: "char"; test: CharTest }
  | { kind: "sequence"; items: Node[] }
  | { kind: "alternation"; options: Node[] }
  | { kind: "repeat"; item: Node; min: number; max: number }
  | { kind: "assert"; at: "start" | "end" };

type State =
  | { kind: "char"; test: CharTest; next: number }
  | { kind: "split"; next: number; other: number }
  | { kind: "assert"; at: "start" | "end"; next: number }
  | { kind: "match" };

/** A compiled pattern: `test` answers as Go's `regexp.MatchString` does, in linear time. */
export interface LinearRegexp {
  test(input: string): boolean;
}

// Past this many NFA states (a {1,1000} inside a {1,1000}, say) the pattern goes to RE2.
const MAX_STATES = 5000;
const NOT_SUPPORTED = Symbol("not supported");

/**
 * Compiles a Go (RE2) pattern of the supported syntax; `undefined` for anything outside it.
 *
 * @param anchored match the whole input (as the kit's own email and URL patterns do) rather than
 *   search for a match anywhere in it (as PocketBase's `pattern` option does)
 */
export function compileLinearRegexp(pattern: string, { anchored = false } = {}): LinearRegexp | undefined {
  let tree: Node;
  try {
    tree = new Parser(pattern).parse();
  } catch (error) {
    if (error === NOT_SUPPORTED) return undefined;
    throw error;
  }
  const states: State[] = [];
  const start = build(tree, states, addState(states, { kind: "match" }));
  if (start === undefined || states.length > MAX_STATES) return undefined;
  return { test: (input) => run(states, start, input, anchored) };
}

// --- parsing ---------------------------------------------------------------------------------

const isDigit = (code: number) => code >= 48 && code <= 57;
const isWord = (code: number) =>
  isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isSpace = (code: number) => code === 9 || code === 10 || code === 12 || code === 13 || code === 32;
const not =
  (test: CharTest): CharTest =>
  (code) =>
    !test(code);

const ASCII_CLASSES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  s: isSpace,
  S: not(isSpace),
  w: isWord,
  W: not(isWord),
};

class Parser {
  private readonly chars: string[];
  private position = 0;

  constructor(pattern: string) {
    this.chars = [...pattern];
  }

  parse(): Node {
    const node = this.alternation();
    if (this.position < this.chars.length) throw NOT_SUPPORTED; // an unmatched ")"
    return node;
  }

  private peek(): string | undefined {
    return this.chars[this.position];
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === "|") {
      this.position++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: "alternation", options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.position < this.chars.length && this.peek() !== "|" && this.peek() !== ")") {
      items.push(this.quantified(this.atom()));
    }
    return { kind: "sequence", items };
  }

  private quantified(item: Node): Node {
    const next = this.peek();
    let min: number;
    let max: number;
    if (next === "?" || next === "*" || next === "+") {
      this.position++;
      [min, max] = next === "?" ? [0, 1] : next === "*" ? [0, Infinity] : [1, Infinity];
    } else if (next === "{") {
      // Go reads a "{" that starts no valid repeat as a literal; such patterns go to RE2.
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.position, this.position + 12).join(""));
      if (!match) throw NOT_SUPPORTED;
      this.position += match[0].length;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === "" ? Infinity : Number(match[3]);
      if (max < min || min > 1000 || (max !== Infinity && max > 1000)) throw NOT_SUPPORTED;
    } else return item;
    if (item.kind === "assert") throw NOT_SUPPORTED;
    // Lazy (`*?`) and greedy repeats accept the same inputs; a second quantifier is an error in Go.
    if (this.peek() === "?") this.position++;
    const after = this.peek();
    if (after === "?" || after === "*" || after === "+" || after === "{") throw NOT_SUPPORTED;
    return { kind: "repeat", item, min, max };
  }

  private atom(): Node {
    const char = this.chars[this.position++]!;
    switch (char) {
      case "(":
        return this.group();
      case "[":
        return { kind: "char", test: this.charClass() };
      case ".":
        return { kind: "char", test: (code) => code !== 10 };
      case "^":
        return { kind: "assert", at: "start" };
      case "$":
        return { kind: "assert", at: "end" };
      case "\\":
        return this.escapeAtom();
      case "*":
      case "+":
      case "?":
      case "{":
        throw NOT_SUPPORTED; // nothing to repeat (an error in Go), or a literal "{" RE2 should judge
      default: {
        const code = char.codePointAt(0)!;
        return { kind: "char", test: (input) => input === code };
      }
    }
  }

  private group(): Node {
    if (this.peek() === "?") {
      const rest = this.chars.slice(this.position, this.position + 3).join("");
      if (rest.startsWith("?:")) this.position += 2;
      else if (rest.startsWith("?P<") || rest.startsWith("?<")) {
        const close = this.chars.indexOf(">", this.position);
        if (close < 0) throw NOT_SUPPORTED;
        this.position = close + 1;
      } else throw NOT_SUPPORTED; // flags: (?i), (?s), (?m), (?U)
    }
    const inner = this.alternation();
    if (this.chars[this.position++] !== ")") throw NOT_SUPPORTED;
    return inner;
  }

  private escapeAtom(): Node {
    const char = this.chars[this.position];
    if (char !== undefined && ASCII_CLASSES[char]) {
      this.position++;
      return { kind: "char", test: ASCII_CLASSES[char] };
    }
    if (char === "A" || char === "z") {
      this.position++;
      return { kind: "assert", at: char === "A" ? "start" : "end" };
    }
    const code = this.escapedCode();
    return { kind: "char", test: (input) => input === code };
  }

  /** The code point of an escape that stands for one character: \x41, \x{263a}, \n, \., … */
  private escapedCode(): number {
    const char = this.chars[this.position++];
    if (char === undefined) throw NOT_SUPPORTED;
    if (char === "x") {
      const text = this.chars.slice(this.position, this.position + 10).join("");
      const match = /^(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{2}))/.exec(text);
      if (!match) throw NOT_SUPPORTED;
      this.position += match[0].length;
      return parseInt(match[1] ?? match[2]!, 16);
    }
    const controls: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, a: 7 };
    if (controls[char] !== undefined) return controls[char];
    // Go allows escaping any ASCII punctuation; letters and digits are classes or errors.
    if (/^[!-/:-@[-`{-~]$/.test(char)) return char.codePointAt(0)!;
    throw NOT_SUPPORTED;
  }

  private charClass(): CharTest {
    const negated = this.peek() === "^";
    if (negated) this.position++;
    const tests: CharTest[] = [];
    const ranges: [number, number][] = [];
    let first = true;
    while (this.peek() !== "]" || first) {
      if (this.position >= this.chars.length) throw NOT_SUPPORTED;
      first = false;
      const char = this.chars[this.position]!;
      if (char === "[") throw NOT_SUPPORTED; // [[:alpha:]] and friends
      let low: number;
      if (char === "\\") {
        this.position++;
        const escaped = this.peek();
        if (escaped !== undefined && ASCII_CLASSES[escaped]) {
          this.position++;
          tests.push(ASCII_CLASSES[escaped]);
          continue;
        }
        low = this.escapedCode();
      } else {
        this.position++;
        low = char.codePointAt(0)!;
      }
      let high = low;
      if (this.peek() === "-" && this.chars[this.position + 1] !== "]" && this.chars[this.position + 1]) {
        this.position++;
        const end = this.chars[this.position]!;
        if (end === "\\") {
          this.position++;
          high = this.escapedCode();
        } else {
          this.position++;
          high = end.codePointAt(0)!;
        }
        if (high < low) throw NOT_SUPPORTED;
      }
      ranges.push([low, high]);
    }
    this.position++; // the closing "]"
    const inClass = (code: number) =>
      ranges.some(([low, high]) => code >= low && code <= high) || tests.some((test) => test(code));
    return negated ? (code) => !inClass(code) : inClass;
  }
}

// --- compiling to an NFA ---------------------------------------------------------------------

function addState(states: State[], state: State): number {
  states.push(state);
  if (states.length > MAX_STATES) throw NOT_SUPPORTED;
  return states.length - 1;
}

/** Adds the states of `node` in front of state `next`; returns the entry state, or undefined when too big. */
function build(node: Node, states: State[], next: number): number | undefined {
  try {
    return buildNode(node, states, next);
  } catch (error) {
    if (error === NOT_SUPPORTED) return undefined;
    throw error;
  }
}

function buildNode(node: Node, states: State[], next: number): number {
  switch (node.kind) {
    case "char":
      return addState(states, { kind: "char", test: node.test, next });
    case "assert":
      return addState(states, { kind: "assert", at: node.at, next });
    case "sequence": {
      let entry = next;
      for (let index = node.items.length - 1; index >= 0; index--)
        entry = buildNode(node.items[index]!, states, entry);
      return entry;
    }
    case "alternation": {
      const entries = node.options.map((option) => buildNode(option, states, next));
      let entry = entries.at(-1)!;
      for (let index = entries.length - 2; index >= 0; index--)
        entry = addState(states, { kind: "split", next: entries[index]!, other: entry });
      return entry;
    }
    case "repeat": {
      let entry = next;
      if (node.max === Infinity) {
        // A loop: a split that enters the item (which leads back to the split) or leaves.
        const loop = addState(states, { kind: "split", next: -1, other: next });
        (states[loop] as { next: number }).next = buildNode(node.item, states, loop);
        entry = loop;
      } else {
        // x{0,n} as nested optionals, (x(x(x)?)?)?: each split enters one more copy or leaves.
        for (let count = node.max - node.min; count > 0; count--) {
          const body = buildNode(node.item, states, entry);
          entry = addState(states, { kind: "split", next: body, other: next });
        }
      }
      for (let count = 0; count < node.min; count++) entry = buildNode(node.item, states, entry);
      return entry;
    }
  }
}

/**
 * States visited by every match so far: each visit is one unit of work, and tests assert that
 * the work grows linearly with the input (they time nothing).
 */
export const work = { steps: 0 };

// --- matching --------------------------------------------------------------------------------

function run(states: State[], start: number, input: string, anchored: boolean): boolean {
  const codes: number[] = [];
  for (const char of input) {
    const code = char.codePointAt(0)!;
    // A lone surrogate reaches PocketBase as U+FFFD (JSON decoding replaces it).
    codes.push(code >= 0xd800 && code <= 0xdfff ? 0xfffd : code);
  }
  const seen = new Int32Array(states.length).fill(-1);
  let current: number[] = [];
  let generation = 0;

  // Follows splits and assertions from `state` at `position`, collecting the states that read a
  // character (or match). Iterative, so that a long chain of optionals cannot overflow the stack.
  const addClosure = (list: number[], state: number, position: number): boolean => {
    const stack = [state];
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (seen[index] === generation) continue;
      seen[index] = generation;
      work.steps++;
      const entry = states[index]!;
      if (entry.kind === "split") stack.push(entry.other, entry.next);
      else if (entry.kind === "assert") {
        if (entry.at === "start" ? position === 0 : position === codes.length) stack.push(entry.next);
      } else if (entry.kind === "match") {
        if (!anchored || position === codes.length) return true;
      } else list.push(index);
    }
    return false;
  };

  if (addClosure(current, start, 0)) return true;
  for (let position = 0; position < codes.length; position++) {
    generation++;
    const next: number[] = [];
    const code = codes[position]!;
    for (const index of current) {
      const entry = states[index] as Extract<State, { kind: "char" }>;
      if (entry.test(code) && addClosure(next, entry.next, position + 1)) return true;
    }
    // Unanchored: a match may also start at the next position.
    if (!anchored && addClosure(next, start, position + 1)) return true;
    current = next;
    if (current.length === 0 && anchored) return false;
  }
  return false;
}
