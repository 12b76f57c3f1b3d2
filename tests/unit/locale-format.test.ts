import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/domain/dates";
import { intlLocale } from "@/domain/language";
import { formatMoney, formatNumber } from "@/domain/money";

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

  it("an unreadable amount shows nothing", () => {
    expect(formatMoney("abc", "AED", "ar")).toBe("");
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
});
