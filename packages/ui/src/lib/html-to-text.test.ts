import { expect, test } from "vitest";

import { htmlToText } from "./html-to-text";

// Node has no DOMParser: these read the decoder a server uses. The browser's path is what the
// RecordValue and RecordTable stories render.

test("keeps the words, drops tags and scripts, and ends a line where a block ends", () => {
  expect(
    htmlToText("<p>Go <strong>early</strong>.</p><script>alert(1)</script><p>Fish &amp; chips</p>"),
  ).toBe("Go early.\nFish & chips");
  expect(htmlToText("one<br>two<br/>three")).toBe("one\ntwo\nthree");
  expect(htmlToText("")).toBe("");
});

test("oneLine: editor HTML becomes one line of text; scripts and their content are dropped", () => {
  expect(
    htmlToText("<p>Go <strong>early</strong>: 9&nbsp;am.</p><p>Fish &amp; chips &#8212; &#x263A;</p>", {
      oneLine: true,
    }),
  ).toBe("Go early: 9 am. Fish & chips — ☺");
  expect(htmlToText('<script>alert("x")</script><b>bold</b> &bogus;', { oneLine: true })).toBe(
    "bold &bogus;",
  );
  expect(htmlToText("<ul><li>a</li><li>b</li></ul>x<div>y</div>", { oneLine: true })).toBe("a b x y");
});

test("decodes numeric and named entities alike in either mode, and cuts at maxLength", () => {
  expect(htmlToText("<p>&lt;b&gt; &quot;hi&quot; &apos;&#39;</p>")).toBe("<b> \"hi\" ''");
  expect(htmlToText("<style>p{}</style><template>x</template>abcdef", { maxLength: 3 })).toBe("abc");
});
