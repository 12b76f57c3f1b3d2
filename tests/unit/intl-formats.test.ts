import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "@/domain/intl-formats";

describe("Intl formatters made once per locale and options", () => {
  it("gives the same formatter for the same locale and options, another for different ones", () => {
    const options = { day: "numeric", month: "long", year: "numeric" } as const;
    expect(dateFormat("en-GB", { ...options })).toBe(dateFormat("en-GB", { ...options }));
    expect(dateFormat("en-GB", options)).not.toBe(dateFormat("ar-AE", options));
    expect(dateFormat("en-GB", options)).not.toBe(dateFormat("en-GB", { ...options, timeZone: "Asia/Dubai" }));
    expect(numberFormat("en-US", { minimumFractionDigits: 2 })).toBe(numberFormat("en-US", { minimumFractionDigits: 2 }));
    expect(numberFormat("en-US", { minimumFractionDigits: 2 })).not.toBe(numberFormat("en-US", { minimumFractionDigits: 1 }));
  });

  it("formats as a formatter made afresh does", () => {
    const date = new Date(Date.UTC(2026, 10, 1, 9, 0));
    const options = { dateStyle: "long", timeStyle: "short", timeZone: "UTC" } as const;
    expect(dateFormat("ar-SA", options).format(date)).toBe(new Intl.DateTimeFormat("ar-SA", options).format(date));
    expect(numberFormat("ar-AE", { style: "currency", currency: "AED" }).format(1250.5)).toBe(
      new Intl.NumberFormat("ar-AE", { style: "currency", currency: "AED" }).format(1250.5),
    );
  });
});
