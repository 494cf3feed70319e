/** The prose pages' Markdown gives the markup the hand-written pages had. */
import { describe, expect, test } from "vitest";
import { escapeText, renderPageMarkdown } from "../../generator/compose/page-markdown";

describe("prose page Markdown", () => {
  test("blocks have no line breaks between tags, and text is escaped as React escapes it", () => {
    expect(renderPageMarkdown('- one\'s\n- "two" & <three>').blocks).toEqual([
      "<ul><li>one&#x27;s</li><li>&quot;two&quot; &amp; &lt;three&gt;</li></ul>",
    ]);
    expect(escapeText(`<a href="x">it's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;it&#x27;s&lt;/a&gt;",
    );
  });

  test("a class line gives the next block its class, and is not itself a block", () => {
    expect(renderPageMarkdown("Intro.\n\n{.check-list}\n\n- a\n- b").blocks).toEqual([
      "<p>Intro.</p>",
      '<ul class="check-list"><li>a</li><li>b</li></ul>',
    ]);
  });

  test("the items of a card grid are cards", () => {
    const source = "{.card-grid}\n\n- ### Yell\n\n  Free listing.\n- ### Bing\n\n  Feeds maps.";
    expect(renderPageMarkdown(source).blocks).toEqual([
      '<ul class="card-grid"><li class="card"><h3>Yell</h3><p>Free listing.</p></li><li class="card"><h3>Bing</h3><p>Feeds maps.</p></li></ul>',
    ]);
  });

  test("a card stack's items are cards too, one a row; another class's items are not", () => {
    const list = "\n\n- ### Short thanks\n\n  Thank you.";
    expect(renderPageMarkdown(`{.card-stack}${list}`).blocks).toEqual([
      '<ul class="card-stack"><li class="card"><h3>Short thanks</h3><p>Thank you.</p></li></ul>',
    ]);
    expect(renderPageMarkdown(`{.check-list}${list}`).blocks[0]).not.toContain('class="card"');
  });

  test("a summary list's links stand bare, each summary a paragraph after its link", () => {
    const list =
      "{.summary-list}\n\n- [Pubs](/industries/pubs)\n\n  Screens in every bar.\n\n- [Farms](/industries/farms)";
    expect(renderPageMarkdown(list).blocks).toEqual([
      '<ul class="summary-list"><li><a href="/industries/pubs">Pubs</a><p>Screens in every bar.</p></li>' +
        '<li><a href="/industries/farms">Farms</a></li></ul>',
    ]);
  });

  test("links to other sites open in a new tab; every link is reported with its line", () => {
    const rendered = renderPageMarkdown("[Us](/about)\n\n[Maps](https://maps.example/x)");
    expect(rendered.blocks).toEqual([
      '<p><a href="/about">Us</a></p>',
      '<p><a href="https://maps.example/x" target="_blank" rel="noopener">Maps</a></p>',
    ]);
    expect(rendered.links).toEqual([
      { href: "/about", line: 0 },
      { href: "https://maps.example/x", line: 2 },
    ]);
  });

  test("a component line of its own is a component with its title and line, not HTML", () => {
    expect(renderPageMarkdown("Intro.\n\n{=ajax-price-card The prices}\n\nAfter.").blocks).toEqual([
      "<p>Intro.</p>",
      { component: "ajax-price-card", title: "The prices", line: 2 },
      "<p>After.</p>",
    ]);
    expect(renderPageMarkdown("Text {=ajax-price-card The prices} inline.").blocks).toEqual([
      "<p>Text {=ajax-price-card The prices} inline.</p>",
    ]);
  });

  test("raw HTML stays text", () => {
    expect(renderPageMarkdown("<script>x</script>").blocks).toEqual([
      "<p>&lt;script&gt;x&lt;/script&gt;</p>",
    ]);
  });
});
