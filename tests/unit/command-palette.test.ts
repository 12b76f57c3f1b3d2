import { describe, expect, it } from "vitest";
import {
  isNameSearch,
  latinDigits,
  matchRank,
  parseOrderNumber,
  rankScreens,
  searchKey,
  shortcutFor,
  takesText,
  usesCommandKey,
  type KeyPress,
} from "@/domain/command-palette";

describe("parseOrderNumber", () => {
  it.each([
    ["123", 123],
    ["#123", 123],
    ["# 123", 123],
    ["  #123  ", 123],
    ["order 123", 123],
    ["Order #123", 123],
    ["ORDER #123", 123],
    ["orders 7", 7],
    ["order no. 45", 45],
    ["order number 45", 45],
    ["١٢٣", 123],
    ["#١٢٣", 123],
    ["طلب ١٢٣", 123],
    ["الطلب #123", 123],
    ["الطلب رقم ٤٥", 45],
    ["رقم ۴۵", 45],
  ])("reads %j as order %i", (typed, expected) => {
    expect(parseOrderNumber(typed)).toBe(expected);
  });

  it.each(["", "#", "order", "orders", "123 boxes", "#12a", "0", "#0", "-5", "1.5", "dates 2", "1234567890123456"])(
    "names no order in %j",
    (typed) => {
      expect(parseOrderNumber(typed)).toBeNull();
    },
  );
});

describe("searchKey and matchRank", () => {
  it("folds case, digits, Arabic marks, alef and ya forms and spaces", () => {
    expect(latinDigits("٠١٢٣٤٥٦٧٨٩ ۰۹")).toBe("0123456789 09");
    expect(searchKey("  Dates   BOX ")).toBe("dates box");
    expect(searchKey("الطَّلَبَات")).toBe(searchKey("الطلبات"));
    expect(searchKey("إعلانات")).toBe(searchKey("اعلانات"));
    expect(searchKey("مستشفى")).toBe("مستشفي");
  });

  it("ranks the whole label, then its start, then a word's start, then anywhere", () => {
    expect(matchRank("Orders", "orders")).toBe(0);
    expect(matchRank("Orders", "ord")).toBe(1);
    expect(matchRank("View Products", "prod")).toBe(2);
    expect(matchRank("Coupons", "pon")).toBe(3);
    expect(matchRank("Coupons", "xyz")).toBeNull();
    expect(matchRank("الطلبات", "طلب")).toBe(3);
  });
});

describe("rankScreens", () => {
  const screens = [
    { path: "/a", label: "Dashboard", section: "Dashboard" },
    { path: "/b", label: "View Products", section: "Products" },
    { path: "/c", label: "Orders", section: "Orders" },
    { path: "/d", label: "Change Password", section: "Store & Users" },
    { path: "/e", label: "Store Details", section: "Store & Users" },
  ];

  it("lists every screen in the menu's order for an empty query", () => {
    expect(rankScreens(screens, "  ").map((screen) => screen.path)).toEqual(["/a", "/b", "/c", "/d", "/e"]);
  });

  it("puts the best match first and leaves out what does not match", () => {
    expect(rankScreens(screens, "or").map((screen) => screen.path)).toEqual(["/c", "/d", "/e"]);
    expect(rankScreens(screens, "prod").map((screen) => screen.path)).toEqual(["/b"]);
  });

  it("finds a screen by its menu section, after screens whose own title matches", () => {
    expect(rankScreens(screens, "store").map((screen) => screen.path)).toEqual(["/e", "/d"]);
    expect(rankScreens(screens, "users").map((screen) => screen.path)).toEqual(["/d", "/e"]);
  });
});

describe("isNameSearch", () => {
  it("asks the server about two letters or more that are not an order number", () => {
    expect(isNameSearch("d")).toBe(false);
    expect(isNameSearch("da")).toBe(true);
    expect(isNameSearch("#12")).toBe(false);
    expect(isNameSearch("تم")).toBe(true);
  });
});

describe("shortcutFor", () => {
  const press = (key: string, options: Partial<KeyPress> = {}): KeyPress => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: "BODY" },
    ...options,
  });
  const input = { tagName: "INPUT", type: "text" };

  it("opens the palette with Ctrl+K or ⌘+K, even from a text field", () => {
    expect(shortcutFor(press("k", { ctrlKey: true }))).toBe("palette");
    expect(shortcutFor(press("K", { metaKey: true }))).toBe("palette");
    expect(shortcutFor(press("k", { ctrlKey: true, target: input }))).toBe("palette");
    expect(shortcutFor(press("ن", { code: "KeyK", ctrlKey: true }))).toBe("palette");
    expect(shortcutFor(press("ن", { code: "KeyK" }))).toBeNull();
    expect(shortcutFor(press("j", { code: "KeyJ", ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press("k", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutFor(press("k"))).toBeNull();
  });

  it("lists the shortcuts with ? outside text fields only", () => {
    expect(shortcutFor(press("?"))).toBe("shortcuts");
    expect(shortcutFor(press("؟"))).toBe("shortcuts");
    expect(shortcutFor(press("؟", { target: input }))).toBeNull();
    expect(shortcutFor(press("?", { target: { tagName: "BUTTON" } }))).toBe("shortcuts");
    expect(shortcutFor(press("?", { target: { tagName: "INPUT", type: "checkbox" } }))).toBe("shortcuts");
    expect(shortcutFor(press("?", { target: input }))).toBeNull();
    expect(shortcutFor(press("?", { target: { tagName: "TEXTAREA" } }))).toBeNull();
    expect(shortcutFor(press("?", { target: { tagName: "DIV", isContentEditable: true } }))).toBeNull();
    expect(shortcutFor(press("?", { ctrlKey: true }))).toBeNull();
  });

  it("knows which elements take text", () => {
    expect(takesText(null)).toBe(false);
    expect(takesText({ tagName: "input" })).toBe(true);
    expect(takesText({ tagName: "INPUT", type: "search" })).toBe(true);
    expect(takesText({ tagName: "DIV", role: "combobox" })).toBe(true);
    expect(takesText({ tagName: "A" })).toBe(false);
  });

  it("names ⌘ on Apple platforms and Ctrl elsewhere", () => {
    expect(usesCommandKey("MacIntel")).toBe(true);
    expect(usesCommandKey("iPhone")).toBe(true);
    expect(usesCommandKey("Win32")).toBe(false);
    expect(usesCommandKey("Linux x86_64")).toBe(false);
  });
});
