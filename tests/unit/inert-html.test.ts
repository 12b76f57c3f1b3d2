import { describe, expect, it } from "vitest";
import { hasEventHandlerAttribute, withoutEventHandlers } from "@/domain/inert-html";
import { XSS_VECTORS } from "../hardening/support/hostile-inputs";

describe("event-handler attributes removed before parsing", () => {
  it("drops on* attributes however they are written", () => {
    expect(withoutEventHandlers("<img src=x onerror=alert(1)>")).toBe("<img src=x >");
    expect(withoutEventHandlers('<img/src="x"/ONERROR="alert(1)">')).toBe('<img/src="x"/>');
    expect(withoutEventHandlers("<svg onload = 'alert(1)' width=1>")).toBe("<svg  width=1>");
    expect(withoutEventHandlers("<p\tonclick=alert(1)\n>hi</p>")).toBe("<p\t\n>hi</p>");
    expect(withoutEventHandlers("<details open ontoggle=alert(1)>")).toBe("<details open >");
  });

  it("also inside quoted values, comments and raw text, where a browser may read markup", () => {
    expect(withoutEventHandlers('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe(
      '<noscript><p title="</noscript><img src=x >">',
    );
    expect(withoutEventHandlers('<!--<a title="--><img src=x onerror=alert(1)>">')).toBe('<!--<a title="--><img src=x >">');
    expect(withoutEventHandlers('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">')).toBe(
      '<svg></p><style><a id="</style><img src=1 >">',
    );
    expect(withoutEventHandlers("<textarea><img onerror=alert(1)></textarea>")).toBe("<textarea><img ></textarea>");
  });

  it("leaves the seller's own rich text and ordinary text alone", () => {
    const html =
      '<p dir="rtl"><strong>Online offer</strong> on = sale, one=1</p><ul><li>x</li></ul>' +
      '<a href="https://shop.example/online=1?onload=2">link</a> a < b, 3 <4> on<br>';
    expect(withoutEventHandlers(html)).toBe(html);
    expect(hasEventHandlerAttribute(html)).toBe(false);
    expect(withoutEventHandlers("")).toBe("");
    expect(withoutEventHandlers('<p title="unterminated onerror=x')).toBe('<p title="unterminated onerror=x');
  });

  it("leaves no handler in any XSS vector of the hardening suite", () => {
    for (const vector of XSS_VECTORS) {
      const stripped = withoutEventHandlers(vector);
      expect(hasEventHandlerAttribute(stripped), vector).toBe(false);
      expect(stripped, vector).not.toMatch(/<[a-z][^>]*[\s/"']on[a-z]+\s*=/i);
    }
  });
});
