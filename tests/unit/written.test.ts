import { describe, expect, test } from "vitest";
import { renderMarkdown } from "../../generator/compose/markdown";
import { expandPostcodes } from "../../generator/districts";

describe("Markdown bodies", () => {
  test("one HTML string per top-level block, with every link target", () => {
    const { blocks, links } = renderMarkdown(
      "Call **us**: see [prices](/pricing).\n\n## Causes\n\n- one\n- two, [guide](/guides/a#step)\n",
    );
    expect(blocks).toEqual([
      '<p>Call <strong>us</strong>: see <a href="/pricing">prices</a>.</p>',
      "<h2>Causes</h2>",
      '<ul>\n<li>one</li>\n<li>two, <a href="/guides/a#step">guide</a></li>\n</ul>',
    ]);
    expect(links).toEqual(["/pricing", "/guides/a#step"]);
  });

  test("raw HTML in the source is shown as text, never as markup", () => {
    expect(renderMarkdown('<script>alert("x")</script>').blocks).toEqual([
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>",
    ]);
  });
});

describe("postcode districts of a place", () => {
  test.each([
    ["OX28", ["OX28"]],
    ["OX13-OX14", ["OX13", "OX14"]],
    ["SN1-SN3, SN5, SN25", ["SN1", "SN2", "SN3", "SN5", "SN25"]],
  ])("%s", (range, want) => expect(expandPostcodes(range)).toEqual(want));
});
