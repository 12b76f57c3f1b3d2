import { describe, expect, it } from "vitest";
import { formatDateTime, formatHijriDate, hijriApplies, showsHijri, withHijri } from "@/domain/dates";
import { intlLocale } from "@/domain/language";

const strip = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");
// 1 November 2026, 09:00 UTC is 21 Jumada al-Ula 1448 in the Umm al-Qura calendar.
const AT = "2026-11-01T09:00:00Z";

describe("Hijri (Umm al-Qura) dates for stores in KSA", () => {
  it("formats the Hijri date in English with AH and in Arabic with هـ", () => {
    expect(formatHijriDate(AT, intlLocale("en"), "UTC")).toBe("21 Jumada I 1448 AH");
    expect(strip(formatHijriDate(AT, intlLocale("ar"), "UTC"))).toBe("21 جمادى الأولى 1448 هـ");
    expect(strip(formatHijriDate(AT, intlLocale("ar", "arab"), "UTC"))).toBe("٢١ جمادى الأولى ١٤٤٨ هـ");
  });

  it("takes the day of the time zone, like the Gregorian date", () => {
    // 23:30 UTC on 31 October is already 1 November in Riyadh (UTC+3).
    expect(formatHijriDate("2026-10-31T23:30:00Z", "en", "UTC")).toBe("20 Jumada I 1448 AH");
    expect(formatHijriDate("2026-10-31T23:30:00Z", "en", "Asia/Riyadh")).toBe("21 Jumada I 1448 AH");
  });

  it("shows the Hijri date beside the Gregorian one only with the Hijri locale", () => {
    expect(formatDateTime(AT, intlLocale("en"), "UTC")).toBe("1 November 2026, 09:00");
    expect(formatDateTime(AT, withHijri(intlLocale("en"), true), "UTC")).toBe("1 November 2026, 09:00 (21 Jumada I 1448 AH)");
    expect(strip(formatDateTime(AT, withHijri(intlLocale("ar"), true), "UTC"))).toBe("1 نوفمبر 2026، 09:00 (21 جمادى الأولى 1448 هـ)");
  });

  it("switches the Hijri subtag on and off without doubling it", () => {
    const on = withHijri(intlLocale("en"), true);
    expect(on).toBe("en-GB-u-ca-gregory-nu-latn-x-hijri");
    expect(showsHijri(on)).toBe(true);
    expect(withHijri(on, true)).toBe(on);
    expect(withHijri(on, false)).toBe(intlLocale("en"));
    expect(showsHijri(intlLocale("ar"))).toBe(false);
  });

  it("a missing or unreadable date stays a dash, with or without Hijri", () => {
    for (const value of [null, undefined, "", "not a date", true]) {
      expect(formatHijriDate(value, "en")).toBe("—");
      expect(formatDateTime(value, withHijri(intlLocale("ar"), true))).toBe("—");
    }
  });

  it("applies to KSA stores only", () => {
    expect(hijriApplies(2)).toBe(true);
    expect(hijriApplies(1)).toBe(false);
    expect(hijriApplies(3)).toBe(false);
    expect(hijriApplies(null)).toBe(false);
  });
});
