// @vitest-environment jsdom
import DOMPurify from "dompurify";
import { describe, expect, it } from "vitest";
import { sanitizeRichText, videoEmbedSource } from "@/lib/sanitize-html";

describe("sanitizeRichText (DOMPurify with the rich-text allow-list)", () => {
  it("keeps the allowed formatting", () => {
    const html =
      '<p dir="rtl">مرحبا <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, handlers, styles and unknown tags but keeps their text", () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<b>safe</b><img src=x onerror="alert(1)">')).toBe("<b>safe</b>");
    expect(sanitizeRichText("<div><span>text</span><h1>Title</h1></div>")).toBe("textTitle");
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/x"></iframe>ok')).toBe("ok");
  });

  it("links: http, https and mailto only, forced to a new tab without opener", () => {
    expect(sanitizeRichText('<a href="https://shop.test/a" target="_self" rel="opener" title="t">go</a>')).toBe(
      '<a href="https://shop.test/a" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeRichText('<a href="mailto:s@shop.test">mail</a>')).toBe(
      '<a href="mailto:s@shop.test" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe("<a>x</a>");
  });

  it("keeps dir only with a direction value", () => {
    expect(sanitizeRichText('<p dir="rtl">a</p><p dir="evil">b</p>')).toBe('<p dir="rtl">a</p><p>b</p>');
  });

  it("empty input gives an empty string", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText("")).toBe("");
  });
});

describe("videoEmbedSource", () => {
  it("reads the src of one allowed iframe", () => {
    const code =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen onload="x()"></iframe>';
    expect(videoEmbedSource(code)).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(videoEmbedSource('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it.each([
    '<iframe src="https://evil.test/embed/x"></iframe>',
    '<iframe src="http://www.youtube.com/embed/x"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="https://www.youtube.com/embed/a"></iframe><iframe src="https://www.youtube.com/embed/b"></iframe>',
    "https://www.youtube.com/embed/x",
    "<script>alert(1)</script>",
    "",
  ])("refuses %s", (code) => {
    expect(videoEmbedSource(code)).toBeNull();
  });
});

describe("the sanitiser in use", () => {
  // The XSS boundary is only as good as its parser's fixes: the app runs the 3.5 line or newer
  // within major 3 (a new major changes the API this module relies on).
  it("is DOMPurify 3.5.0 or newer within major 3", () => {
    const [major, minor] = DOMPurify.version.split(".").map(Number);
    expect(major).toBe(3);
    expect(minor).toBeGreaterThanOrEqual(5);
  });
});
