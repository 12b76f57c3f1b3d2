import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { whatsappLink, whatsappNumber } from "@/domain/whatsapp";

const UAE = 1;
const KSA = 2;
const EGYPT = 3;

/** An E.164 number without "+": 8 to 15 digits, never starting with 0. */
const e164 = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 14 }))
  .map(([first, rest]) => `${first}${rest.join("")}`);

/** The number's digits with separators people type put between some of them. */
const formatted = (digits: string) =>
  fc.array(fc.constantFrom("", "", " ", "-", "\u00a0", ".", "\u200e"), { minLength: digits.length, maxLength: digits.length }).map((gaps) =>
    digits
      .split("")
      .map((digit, index) => digit + gaps[index])
      .join(""),
  );

const toArabicIndic = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x660 + Number(digit)));

describe("whatsappNumber", () => {
  it.each([
    ["+971 50 123 4567", UAE, "971501234567"],
    ["+971-50-123-4567", KSA, "971501234567"],
    ["00971501234567", EGYPT, "971501234567"],
    ["(050) 123-4567", UAE, "971501234567"],
    ["050 123 4567", KSA, "966501234567"],
    ["0100 123 4567", EGYPT, "201001234567"],
    ["501234567", UAE, "971501234567"],
    ["966501234567", UAE, "966501234567"],
    ["201001234567", UAE, "201001234567"],
    ["+201001234567", null, "201001234567"],
    ["٠٥٠١٢٣٤٥٦٧", UAE, "971501234567"],
    ["+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧", UAE, "966501234567"],
    ["۰۵۰۱۲۳۴۵۶۷", KSA, "966501234567"],
    ["\u200e+971 50 123 4567\u200e", UAE, "971501234567"],
  ] as const)("reads %j in a store of country %s as %s", (raw, country, expected) => {
    expect(whatsappNumber(raw, country)).toBe(expected);
  });

  it.each([
    ["", UAE],
    ["   ", UAE],
    [null, UAE],
    [undefined, UAE],
    ["not given", UAE],
    ["+971 50 123 4567 ext 2", UAE],
    ["+0971501234567", UAE],
    ["0000971501234567", UAE],
    ["+1234567", UAE],
    ["+1234567890123456", UAE],
    ["12+971501234567", UAE],
    ["050 123 4567", null],
    ["501234567", null],
    ["0", UAE],
  ] as const)("gives no number for %j (country %s)", (raw, country) => {
    expect(whatsappNumber(raw, country)).toBeNull();
  });

  it("reads any international number however it is spaced, with + or 00, whatever the store's country", () => {
    fc.assert(
      fc.property(
        e164.chain((digits) => fc.tuple(fc.constant(digits), formatted(digits))),
        fc.constantFrom("+", "00"),
        fc.constantFrom(UAE, KSA, EGYPT, null),
        ([digits, typed], prefix, country) => {
          expect(whatsappNumber(prefix + typed, country)).toBe(digits);
        },
      ),
    );
  });

  it("reads Arabic-Indic digits as their Latin twins", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,18}$/), fc.constantFrom(UAE, KSA, EGYPT), (raw, country) => {
        expect(whatsappNumber(toArabicIndic(raw), country)).toBe(whatsappNumber(raw, country));
      }),
    );
  });

  it("answers only null or 8 to 15 digits that do not start with 0, for any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(UAE, KSA, EGYPT, null), (raw, country) => {
        const number = whatsappNumber(raw, country);
        if (number !== null) expect(number).toMatch(/^[1-9]\d{7,14}$/);
      }),
    );
  });
});

describe("whatsappLink", () => {
  it("is the wa.me link of the number, with the text encoded", () => {
    expect(whatsappLink("971501234567")).toBe("https://wa.me/971501234567");
    expect(whatsappLink("971501234567", "Order #12 & more?")).toBe("https://wa.me/971501234567?text=Order%20%2312%20%26%20more%3F");
  });

  it("carries any text through unchanged (Arabic, emoji, line breaks)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (text) => {
        expect(new URL(whatsappLink("971501234567", text)).searchParams.get("text")).toBe(text);
      }),
    );
    expect(new URL(whatsappLink("966501234567", "طلبك رقم ١٢")).searchParams.get("text")).toBe("طلبك رقم ١٢");
  });
});
