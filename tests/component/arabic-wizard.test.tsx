import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { expectRightToLeft, renderInArabic } from "../support/arabic";

const LOAD = { timeout: 30_000 };

describe("the create-store wizard in Arabic", { timeout: 60_000 }, () => {
  it("runs right to left with Arabic steps and labels; names keep their language's direction; the switch goes back to English", async () => {
    const view = await renderInArabic("/create-store");
    expect(await screen.findByRole("heading", { name: "إنشاء متجر", level: 1 }, LOAD)).toBeInTheDocument();
    expectRightToLeft();
    expect(screen.getByRole("navigation", { name: "خطوات إنشاء المتجر" })).toHaveTextContent("التسجيل");
    expect(screen.getByRole("heading", { name: "أنشئ حساب البائع" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^الاسم الأول \(بالعربية\)/ })).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("textbox", { name: /^الاسم الأول \(بالإنجليزية\)/ })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("textbox", { name: /^البريد الإلكتروني/ })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("textbox", { name: /^رقم التواصل/ })).toHaveAttribute("dir", "ltr");

    await view.user.click(screen.getByRole("button", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "Create Store", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
    // Arabic content still runs right to left in English.
    expect(screen.getByRole("textbox", { name: /^First Name \(Arabic\)/ })).toHaveAttribute("dir", "rtl");
  });
});
