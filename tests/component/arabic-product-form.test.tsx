import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { openInArabic, renderInArabic } from "../support/arabic";
import { renderApp, signInAs } from "../support/render-app";
import { fieldLabel } from "../support/patterns";

const LOAD = { timeout: 30_000 };
const section = (name: string) => screen.getByRole("region", { name });

describe("the product form in Arabic", { timeout: 90_000 }, () => {
  it("is right to left, yet English content runs left to right and SKUs stay LTR islands", async () => {
    const view = await openInArabic("/vendor/product/create", "المنتج");

    const names = section("الاسم");
    expect(within(names).getByRole("textbox", { name: fieldLabel("الاسم (بالإنجليزية)") })).toHaveAttribute("dir", "ltr");
    expect(within(names).getByRole("textbox", { name: fieldLabel("الاسم (بالإنجليزية)") })).toHaveAttribute("lang", "en");
    expect(within(names).getByRole("textbox", { name: fieldLabel("الاسم (بالعربية)") })).toHaveAttribute("dir", "rtl");

    // The rich-text editors: the English one left to right, the Arabic one right to left.
    const texts = section("الوصف");
    const english = await within(texts).findByRole("textbox", { name: fieldLabel("الوصف (بالإنجليزية)") }, LOAD);
    const arabic = await within(texts).findByRole("textbox", { name: fieldLabel("الوصف (بالعربية)") });
    expect(english).toHaveAttribute("dir", "ltr");
    expect(english).toHaveAttribute("lang", "en");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("lang", "ar");

    // A save without a variant: the spec's message in Arabic.
    await view.user.click(screen.getByRole("button", { name: "حفظ" }));
    expect(await screen.findByText("يُرجى إضافة متغير واحد على الأقل")).toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "إضافة متغير +" }));
    const variant = (await within(section("المتغيرات")).findAllByRole("region"))[0];
    expect(within(variant).getByRole("textbox", { name: fieldLabel("رمز المنتج (SKU)") })).toHaveAttribute("dir", "ltr");
    expect(within(variant).getByRole("textbox", { name: fieldLabel("رمز UPC") })).toHaveAttribute("dir", "ltr");
  });

  it("keeps Arabic content right to left in the English interface", async () => {
    signInAs("vendor");
    renderApp("/vendor/product/create");
    await screen.findByRole("heading", { name: "Product", level: 1 }, LOAD);
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(within(section("Name")).getByRole("textbox", { name: fieldLabel("Name (Arabic)") })).toHaveAttribute("dir", "rtl");
    expect(await within(section("Description")).findByRole("textbox", { name: fieldLabel("Description (Arabic)") }, LOAD)).toHaveAttribute(
      "dir",
      "rtl",
    );
    expect(within(section("Description")).getByRole("textbox", { name: fieldLabel("Description (English)") })).toHaveAttribute(
      "dir",
      "ltr",
    );
  });

  it("finds a product by its Arabic name however the hamza is written", async () => {
    signInAs("vendor");
    const view = await renderInArabic("/vendor/product-catalog");
    const grid = await screen.findByRole("grid", { name: "المنتجات" }, LOAD);
    await view.user.type(screen.getByRole("searchbox", { name: "البحث بالاسم" }), "اقلام");
    expect(await within(grid).findByText("Gel Pens", {}, { timeout: 10_000 })).toBeInTheDocument();
    // The box keeps what was typed.
    expect(screen.getByRole("searchbox", { name: "البحث بالاسم" })).toHaveValue("اقلام");
  });
});
