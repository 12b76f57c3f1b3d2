import { describe, expect, it } from "vitest";
import { hasUnsafeScheme, safeHref } from "@/domain/urls";

describe("unsafe link schemes", () => {
  it("refuses javascript:, data: and vbscript: in any case or spacing", () => {
    const unsafe = [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "  javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "jav\u0000ascript:alert(1)",
      "\u200bjavascript:alert(1)",
      "JAVASCRIPT :alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "DATA:text/html,<script>alert(1)</script>",
      " d a t a :text/html,x",
      "vbscript:msgbox(1)",
      "VbScRiPt:msgbox(1)",
    ];
    for (const link of unsafe) expect(hasUnsafeScheme(link), JSON.stringify(link)).toBe(true);
  });
  it("lets ordinary links through", () => {
    const safe = [
      "https://shop.example/sale",
      "http://shop.example/?next=javascript:x",
      "shop/sale",
      "/sale",
      "mailto:hello@shop.example",
      "https://data.example/x",
      "javascript-guide",
      "",
    ];
    for (const link of safe) expect(hasUnsafeScheme(link), JSON.stringify(link)).toBe(false);
    expect(hasUnsafeScheme(null)).toBe(false);
  });
  it("gives an href only for a safe, non-empty link", () => {
    expect(safeHref(" https://shop.example/sale ")).toBe("https://shop.example/sale");
    expect(safeHref("java\tscript:alert(1)")).toBeUndefined();
    expect(safeHref("   ")).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
