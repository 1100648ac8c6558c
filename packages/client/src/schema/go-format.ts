// PocketBase builds its messages in Go; these reproduce the formatting that reaches the client.

/**
 * PocketBase's last touch on every field message: trimmed, first letter capitalised, and a
 * period added unless it already ends in `.`, `?` or `!`.
 */
export function sentenize(message: string): string {
  const trimmed = message.trim();
  if (!trimmed) return "";
  const sentence = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A number as Go's `%v` prints a float64: shortest digits, in exponent form (`1e+06`,
 * `1e-05`) when the exponent is below -4 or at least 6.
 */
export function goFloat(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : value < 0 ? "-Inf" : "NaN";
  if (Object.is(value, -0)) return "-0";
  if (value === 0) return "0";
  const [mantissa, exponentText] = value.toExponential().split("e") as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  return String(value);
}

/** UTF-8 length in bytes, as Go's `len(string)` counts. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
