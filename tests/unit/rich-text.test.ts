import { describe, expect, it } from "vitest";
import { allowedEmbedSrc, arabicOrEnglish, isAllowedLinkHref, isBlankRichText, richTextToPlain } from "@/domain/rich-text";

describe("blank rich text (document 2 §5)", () => {
  it.each([
    "",
    "   ",
    "<p><br></p>",
    "<p></p>",
    "<p><br/></p>",
    "<p>&nbsp;</p>",
    "<p> </p><p><br></p>",
    "<ul><li></li></ul>",
    "\u200b",
    null,
    undefined,
  ])("%j is blank", (value) => {
    expect(isBlankRichText(value)).toBe(true);
  });
  it.each(["x", "<p>Hi</p>", "<p>مرحبا</p>", "<b>0</b>"])("%j is not blank", (value) => {
    expect(isBlankRichText(value)).toBe(false);
  });
  it("falls back to English only when the Arabic is blank", () => {
    expect(arabicOrEnglish("<p><br></p>", "<p>Hello</p>")).toBe("<p>Hello</p>");
    expect(arabicOrEnglish("<p>مرحبا</p>", "<p>Hello</p>")).toBe("<p>مرحبا</p>");
  });
  it("reads the plain text of a fragment", () => {
    expect(richTextToPlain("<p>Fish &amp; chips</p><ul><li>hot</li><li>salty</li></ul>")).toBe("Fish & chips hot salty");
    expect(richTextToPlain("a&#65;b")).toBe("aAb");
  });
});

describe("links", () => {
  it.each([
    ["https://shop.test/a", true],
    ["http://shop.test", true],
    ["mailto:sales@shop.test", true],
    ["javascript:alert(1)", false],
    [" JavaScript:alert(1)", false],
    ["data:text/html,<b>x</b>", false],
    ["/relative", false],
    ["", false],
  ])("%j allowed: %s", (href, allowed) => {
    expect(isAllowedLinkHref(href)).toBe(allowed);
  });
});

describe("video embeds", () => {
  it.each([
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/abc_DEF-1?start=3", "https://www.youtube-nocookie.com/embed/abc_DEF-1?start=3"],
    ["https://player.vimeo.com/video/76979871#t=5", "https://player.vimeo.com/video/76979871"],
  ])("allows %s", (src, expected) => {
    expect(allowedEmbedSrc(src)).toBe(expected);
  });
  it.each([
    "http://www.youtube.com/embed/x",
    "https://www.youtube.com/watch?v=x",
    "https://evil.test/embed/x",
    "https://www.youtube.com.evil.test/embed/x",
    "https://user:pw@www.youtube.com/embed/x",
    "https://www.youtube.com:8443/embed/x",
    "https://player.vimeo.com/video/abc",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (src) => {
    expect(allowedEmbedSrc(src)).toBeNull();
  });
});
