import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/domain/dates";
import { intlLocale } from "@/domain/language";
import { formatMoney, formatNumber, knownCurrency, readAmount } from "@/domain/money";

const strip = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

describe("money in the store currency, through Intl with the interface locale", () => {
  it("English: the currency code first, Latin digits", () => {
    expect(formatMoney(1250.5, "AED", intlLocale("en"))).toBe("AED 1,250.50");
    expect(formatMoney("99", "SAR", "en")).toBe("SAR 99.00");
    expect(formatMoney(10, "EGP", "en")).toBe("EGP 10.00");
  });

  it("Arabic: the Arabic currency sign after the amount, Latin digits by default", () => {
    expect(strip(formatMoney(1250.5, "AED", intlLocale("ar")))).toBe("1,250.50 د.إ.");
    expect(strip(formatMoney(1250.5, "SAR", "ar"))).toMatch(/^1,250\.50 ر\.س\.?$/);
    expect(strip(formatMoney(1250.5, "EGP", "ar"))).toMatch(/^1,250\.50 ج\.م\.?$/);
  });

  it("Arabic-Indic digits when the seller prefers them, in either language", () => {
    expect(strip(formatMoney(1250.5, "AED", intlLocale("ar", "arab")))).toBe("١٬٢٥٠٫٥٠ د.إ.");
    expect(formatMoney(7, "AED", intlLocale("en", "arab"))).toContain("٧٫٠٠");
    expect(formatNumber(1234, intlLocale("ar", "arab"))).toBe("١٬٢٣٤");
    expect(formatNumber(1234, intlLocale("ar"))).toBe("1,234");
  });

  it("a missing or unreadable amount shows a dash, never 0.00", () => {
    for (const amount of ["abc", null, undefined, "", "  ", Number.NaN, Number.POSITIVE_INFINITY, true, {}, [5]]) {
      expect(formatMoney(amount, "AED", "ar")).toBe("—");
      expect(formatMoney(amount, "AED", "en")).toBe("—");
    }
    expect(formatNumber(null, "en")).toBe("—");
    expect(formatNumber("x", "ar")).toBe("—");
    expect(formatNumber(undefined, "en")).toBe("—");
    expect(formatNumber(0, "en")).toBe("0");
  });

  it("a missing or unknown currency shows the amount without a currency, and never throws", () => {
    // Intl.NumberFormat throws a RangeError on null, "", "US" or 5, and prints "ZZZ 12.50" for a code no country uses.
    for (const currency of [null, undefined, "", "  ", "XYZ", "ZZZ", "US", "EURO", 5, 784, {}, "€"]) {
      expect(formatMoney("12.5", currency, "en")).toBe("12.50");
      expect(strip(formatMoney(1250.5, currency, "ar"))).toBe("1,250.50");
      expect(formatMoney(7, currency, intlLocale("ar", "arab"))).toBe("٧٫٠٠");
    }
  });

  it("reads a currency code in any case and with spaces", () => {
    expect(knownCurrency(" sar ")).toBe("SAR");
    expect(formatMoney(99, "aed", "en")).toBe("AED 99.00");
    expect(knownCurrency("XYZ")).toBeNull();
    expect(knownCurrency(null)).toBeNull();
  });

  it("reads amounts the API sends as numbers or numeric texts only", () => {
    expect(readAmount("12.5")).toBe(12.5);
    expect(readAmount(" 3 ")).toBe(3);
    expect(readAmount(0)).toBe(0);
    expect(readAmount(null)).toBeNull();
    expect(readAmount("")).toBeNull();
    expect(readAmount(false)).toBeNull();
  });
});

describe("dates as day month year with time", () => {
  it("Arabic month names, Gregorian calendar even for Saudi Arabia, Latin digits by default", () => {
    expect(formatDateTime("2026-11-01T09:05:00.000Z", intlLocale("ar"), "UTC")).toBe("1 نوفمبر 2026، 09:05");
    expect(formatDateTime("2026-11-01T09:05:00.000Z", "ar", "Asia/Riyadh")).toBe("1 نوفمبر 2026، 12:05");
    expect(formatDateTime("2026-11-01T09:05:00.000Z", intlLocale("ar", "arab"), "UTC")).toBe("١ نوفمبر ٢٠٢٦، ٠٩:٠٥");
  });

  it("English stays as the spec writes it", () => {
    expect(formatDateTime("2026-11-01T09:05:00.000Z", intlLocale("en"), "UTC")).toBe("1 November 2026, 09:05");
  });

  it("a missing or unreadable date shows a dash, never the epoch or an error", () => {
    for (const value of [null, undefined, "", "  ", "not a date", "2026-13-45", true, {}, Number.NaN, 8.64e15 + 1]) {
      expect(formatDateTime(value, intlLocale("en"), "UTC")).toBe("—");
      expect(formatDateTime(value, intlLocale("ar"), "UTC")).toBe("—");
    }
    expect(formatDateTime(0, "en", "UTC")).toBe("1 January 1970, 00:00");
  });
});
