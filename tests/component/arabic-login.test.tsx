import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { expectRightToLeft, renderInArabic } from "../support/arabic";
import { signInAs } from "../support/render-app";

describe("login in Arabic", () => {
  it("is right to left with Arabic labels, the e-mail typed left to right, and greets in Arabic", { timeout: 60_000 }, async () => {
    const view = await renderInArabic("/");
    expect(await screen.findByRole("heading", { name: "تسجيل الدخول", level: 1 })).toBeInTheDocument();
    expectRightToLeft();
    expect(document.title).toBe("تسجيل الدخول");
    const email = screen.getByRole("textbox", { name: /البريد الإلكتروني/ });
    expect(email).toHaveAttribute("dir", "ltr");
    expect(screen.getAllByText("ابدأ البيع").length).toBeGreaterThan(0);

    // Empty form: the validation messages are Arabic.
    await view.user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("البريد الإلكتروني مطلوب")).toBeInTheDocument();

    await view.user.type(email, DEMO_ACCOUNTS.vendor.email);
    await view.user.type(screen.getByLabelText(/^كلمة المرور/), DEMO_ACCOUNTS.vendor.password);
    await view.user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("تم تسجيل الدخول بنجاح")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "لوحة التحكم", level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText("vendor@demo.test")).toHaveAttribute("dir", "ltr");
  });

  it("says the sign-out failure in Arabic (the spec's something went wrong) and stays signed in", { timeout: 60_000 }, async () => {
    server.use(http.delete("*/api/v1/vendor/auth/sign_out", () => HttpResponse.json({ success: false, message: "" }, { status: 500 })));
    signInAs("vendor");
    const view = await renderInArabic("/vendor/");
    await screen.findByRole("heading", { name: "لوحة التحكم", level: 1 }, { timeout: 30_000 });
    await view.user.click(screen.getByRole("button", { name: "تسجيل الخروج" }));
    expect(await screen.findByText("حدث خطأ ما")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "لوحة التحكم", level: 1 })).toBeInTheDocument();
  });
});
