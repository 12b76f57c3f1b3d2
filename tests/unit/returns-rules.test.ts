import { describe, expect, it } from "vitest";
import {
  decisionPayload,
  decisionStatus,
  refundMethodSentence,
  returnDecisions,
  returnItemImage,
  returnLineItemName,
  returnListItemName,
  returnPrice,
  returnStatusTone,
} from "@/domain/returns";
import { formatDateTime } from "@/domain/dates";

describe("refundMethodSentence (document 1 §2.9)", () => {
  it.each([
    ["requested", "bank", "returns.refund.bankThenWallet"],
    ["approved", "bank", "returns.refund.bankThenWallet"],
    ["requested", "wallet", "returns.refund.toWallet"],
    ["approved", "wallet", "returns.refund.toWallet"],
    ["requested", null, "returns.refund.toWallet"],
    ["approved", "card", "returns.refund.toWallet"],
  ])("%s + %s → %s", (status, method, key) => {
    expect(refundMethodSentence(status, method)).toEqual({ key });
  });

  it.each([
    ["bank", "bank"],
    ["wallet", "wallet"],
    [null, "wallet"],
    ["", "wallet"],
    ["  ", "wallet"],
    ["card", "card"],
  ])("completed + %s → refunded to %s", (method, named) => {
    expect(refundMethodSentence("completed", method)).toEqual({ key: "returns.refund.refundedTo", method: named });
  });

  it.each(["bank", "wallet", null])("is hidden for a rejected return (method %s)", (method) => {
    expect(refundMethodSentence("rejected", method)).toBeNull();
  });

  it("reads statuses and methods case-insensitively and hides statuses it does not know", () => {
    expect(refundMethodSentence("Approved", "BANK")).toEqual({ key: "returns.refund.bankThenWallet" });
    expect(refundMethodSentence("cancelled", "bank")).toBeNull();
  });
});

describe("returnPrice: the original is struck through only when the sale price is lower", () => {
  it.each([
    [
      { sale_price: 80, price: 100 },
      { current: 80, original: 100 },
    ],
    [
      { sale_price: "80.50", price: "100.00" },
      { current: 80.5, original: 100 },
    ],
    [
      { sale_price: 100, price: 100 },
      { current: 100, original: null },
    ],
    [
      { sale_price: 120, price: 100 },
      { current: 120, original: null },
    ],
    [
      { sale_price: null, price: 100 },
      { current: 100, original: null },
    ],
    [
      { sale_price: 50, price: null },
      { current: 50, original: null },
    ],
    [
      { sale_price: "abc", price: 100 },
      { current: 100, original: null },
    ],
  ])("%o → %o", (item, expected) => {
    expect(returnPrice(item)).toEqual(expected);
  });
});

describe("item names and image", () => {
  it("joins the product and line item names in the list, without repeats", () => {
    expect(returnListItemName({ product_name_en: "Linen Shirt", line_item_name_en: "Blue / M" })).toBe("Linen Shirt - Blue / M");
    expect(returnListItemName({ product_name_en: null, line_item_name_en: "Deep Cleaning" })).toBe("Deep Cleaning");
    expect(returnListItemName({ product_name_en: "Mug", line_item_name_en: "Mug" })).toBe("Mug");
  });

  it("names a product with its variant, and a service by its name", () => {
    const base = { product_name_en: null, variant_name_en: null, service_name_en: null };
    expect(returnLineItemName({ ...base, product_name_en: "Linen Shirt", variant_name_en: "Blue / M" })).toBe("Linen Shirt - Blue / M");
    expect(returnLineItemName({ ...base, product_name_en: "Linen Shirt" })).toBe("Linen Shirt");
    expect(returnLineItemName({ ...base, service_name_en: "Deep Cleaning" })).toBe("Deep Cleaning");
    expect(returnLineItemName(base)).toBe("");
  });

  it("prefers the resized image", () => {
    expect(returnItemImage({ featured_image: "big.png", featured_image_resized: "small.png" })).toBe("small.png");
    expect(returnItemImage({ featured_image: "big.png", featured_image_resized: null })).toBe("big.png");
    expect(returnItemImage({ featured_image: null, featured_image_resized: "" })).toBeNull();
  });
});

describe("returnStatusTone", () => {
  it("gives each known status its own colour and anything else the default", () => {
    expect(returnStatusTone("requested")).toBe("warning");
    expect(returnStatusTone("approved")).toBe("info");
    expect(returnStatusTone("completed")).toBe("success");
    expect(returnStatusTone("rejected")).toBe("error");
    expect(returnStatusTone("on_hold")).toBe("default");
  });
});

describe("formatDateTime: day month year with time", () => {
  it("formats in the given time zone", () => {
    expect(formatDateTime("2026-11-01T09:05:00.000Z", "en", "UTC")).toBe("1 November 2026, 09:05");
    expect(formatDateTime("2026-03-15T18:30:00.000Z", "en", "Asia/Dubai")).toBe("15 March 2026, 22:30");
  });

  it("shows a dash for a missing or unreadable date", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("")).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });
});

describe("return decisions (issue 19 item 4)", () => {
  it("offers approve and reject only while the return is requested", () => {
    expect(returnDecisions("requested")).toEqual(["approve", "reject"]);
    expect(returnDecisions(" Requested ")).toEqual(["approve", "reject"]);
    for (const status of ["approved", "completed", "rejected", "cancelled", "", null, undefined]) {
      expect(returnDecisions(status)).toEqual([]);
    }
  });

  it("approve leads to approved and reject to rejected", () => {
    expect(decisionStatus("approve")).toBe("approved");
    expect(decisionStatus("reject")).toBe("rejected");
  });

  it("sends {refund: {status}} in the PUT body", () => {
    expect(decisionPayload("approve")).toEqual({ refund: { status: "approved" } });
    expect(decisionPayload("reject")).toEqual({ refund: { status: "rejected" } });
  });

  it("the new status comes with its refund-method text: approved keeps it, rejected hides it", () => {
    expect(refundMethodSentence(decisionStatus("approve"), "bank")).toEqual({ key: "returns.refund.bankThenWallet" });
    expect(refundMethodSentence(decisionStatus("reject"), "bank")).toBeNull();
  });
});
