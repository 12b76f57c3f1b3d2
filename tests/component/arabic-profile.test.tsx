import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { openInArabic, renderInArabic } from "../support/arabic";
import { signInAs } from "../support/render-app";

const LOAD = { timeout: 30_000 };

describe("Store & Users in Arabic", { timeout: 60_000 }, () => {
  it("shows the store details in Arabic with the e-mail and the contact number left to right", async () => {
    await openInArabic("/vendor/profile", "الحساب");
    expect(screen.getByRole("tab", { name: "بيانات المتجر" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "قائمة المستخدمين" })).toBeInTheDocument();
    const panel = await screen.findByRole("tabpanel");
    const email = await within(panel).findByText("vendor@demo.test");
    expect(email.closest("[dir]")).toHaveAttribute("dir", "ltr");
    expect(within(panel).getByText("الدولة الافتراضية")).toBeInTheDocument();
    expect(within(panel).getByText("الإمارات العربية المتحدة")).toBeInTheDocument();
  });

  it("edits the store with bank numbers and e-mails typed left to right and the Arabic description right to left", async () => {
    signInAs("vendor");
    await renderInArabic("/vendor/edit-store");
    expect(await screen.findByRole("heading", { name: "تعديل المتجر", level: 1 }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: /^رقم الآيبان \(IBAN\)/ }, LOAD)).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("textbox", { name: /^رقم الحساب/ })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("textbox", { name: /^البريد الإلكتروني للتواصل/ })).toHaveAttribute("dir", "ltr");
    expect(await screen.findByRole("textbox", { name: /^الوصف \(بالعربية\)/ }, LOAD)).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("button", { name: "تحديث" })).toBeInTheDocument();
  });
});
