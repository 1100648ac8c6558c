import { Heart } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";

import { createIcon } from "./icons";

const HeartIcon = createIcon(Heart);

test("an icon from lucide's data is lucide's SVG: its paths, a 24 box, stroked in the text colour", () => {
  const markup = renderToStaticMarkup(<HeartIcon className="pk:size-4" />);
  expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
  expect(markup).toContain('stroke="currentColor"');
  expect(markup).toContain('class="pk:size-4"');
  expect(markup).toContain(`<path d="${(Heart[0]![1] as { d: string }).d}"`);
});

test("an icon is hidden from assistive technology unless it is given a name", () => {
  expect(renderToStaticMarkup(<HeartIcon />)).toContain('aria-hidden="true"');
  const named = renderToStaticMarkup(<HeartIcon aria-label="Favourite" role="img" />);
  expect(named).not.toContain("aria-hidden");
  expect(named).toContain('aria-label="Favourite"');
});
