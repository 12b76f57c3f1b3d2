import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { makeCoupon } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";
import { dateTimeField, typeDateTime } from "../support/date-time-picker";
import { recordRequests, requestsTo } from "../support/sent-requests";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Whole minutes: the picker keeps minutes, the payload then carries exactly these instants. */
const minute = (offset: number) => Math.floor((Date.now() + offset) / 60_000) * 60_000;

async function openCreate() {
  signInAs("vendor");
  const view = renderApp("/vendor/coupons");
  await view.user.click(await screen.findByRole("button", { name: "Create New Coupon" }, { timeout: 30_000 }));
  const dialog = await screen.findByRole("dialog", { name: "Create New Coupon" });
  return { view, dialog };
}

async function chooseType(view: ReturnType<typeof renderApp>, dialog: HTMLElement, type: "Percentage" | "Flat Amount") {
  await view.user.click(within(dialog).getByRole("combobox", { name: /Discount type/ }));
  await view.user.click(await screen.findByRole("option", { name: type }));
}

function helperOf(field: HTMLElement): string {
  const root = field.closest(".MuiFormControl-root, .MuiPickersTextField-root") as HTMLElement;
  return root.querySelector(".MuiFormHelperText-root")?.textContent ?? "";
}

describe("Create New Coupon", { timeout: 60_000 }, () => {
  it("shows Required for the empty form and sends nothing", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/coupons$/, "POST") }).bodies;
    const { view, dialog } = await openCreate();
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await within(dialog).findAllByText("Required")).toHaveLength(4);
    expect(helperOf(within(dialog).getByRole("combobox", { name: /Discount type/ }))).toBe("Required");
    expect(helperOf(within(dialog).getByLabelText(/^Coupon Code/))).toBe("Required");
    expect(helperOf(dateTimeField(dialog, /Start date/))).toBe("Required");
    expect(helperOf(dateTimeField(dialog, /Expiry date/))).toBe("Required");
    expect(bodies).toEqual([]);
  });

  it("checks a percentage coupon's amounts and dates with the spec's texts", async () => {
    const { view, dialog } = await openCreate();
    await chooseType(view, dialog, "Percentage");
    const discount = within(dialog).getByLabelText(/^Discount \(%\)/);
    const maxDiscount = within(dialog).getByLabelText(/^Max discount/);
    const submit = within(dialog).getByRole("button", { name: "Create Coupon" });

    await view.user.type(discount, "150");
    await view.user.type(maxDiscount, "-3");
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), minute(-3 * HOUR));
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), minute(-2 * HOUR));
    await view.user.click(submit);
    await waitFor(() => expect(helperOf(discount)).toBe("Should be less than 100"));
    expect(helperOf(maxDiscount)).toBe("Should be positive number");
    expect(helperOf(dateTimeField(dialog, /Start date/))).toBe("Past date not allowed");
    expect(helperOf(dateTimeField(dialog, /Expiry date/))).toBe("Past date not allowed");

    await view.user.clear(discount);
    await view.user.type(discount, "0.5");
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), minute(5 * DAY));
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), minute(2 * DAY));
    await view.user.click(submit);
    await waitFor(() => expect(helperOf(discount)).toBe("Should be greater than 1"));
    expect(helperOf(dateTimeField(dialog, /Start date/))).toBe("");
    expect(helperOf(dateTimeField(dialog, /Expiry date/))).toBe("End date can't be before start date");
  });

  it("sends a percentage coupon with the discount as a fraction string and shows the server's message", async () => {
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/coupons$/, "POST") }).bodies;
    const { view, dialog } = await openCreate();
    await chooseType(view, dialog, "Percentage");
    await view.user.type(within(dialog).getByLabelText(/^Coupon Code/), "AUTUMN7");
    await view.user.type(within(dialog).getByLabelText(/^Discount \(%\)/), "7");
    const start = minute(-30 * 60 * 1000);
    const expiry = minute(20 * DAY);
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), start);
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), expiry);
    await view.user.click(within(dialog).getByRole("radio", { name: "Yes" }));
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));

    expect(await screen.findByText("Coupon created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        coupon: {
          code: "AUTUMN7",
          discount: "0.07",
          max_discount: null,
          start_date: new Date(start).toISOString(),
          expiry: new Date(expiry).toISOString(),
          discount_type: "percentage",
          max_usage_count: null,
          show_on_product: 1,
        },
      },
    ]);
    const grid = screen.getByRole("grid", { name: "Coupons" });
    const row = (await within(grid).findByText("AUTUMN7")).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText("Active")).toBeInTheDocument();
  });

  it("checks and sends a flat amount coupon, and falls back to the spec's text without a server message", async () => {
    server.use(
      http.post("*/api/v1/vendor/coupons", async ({ request }) => {
        const { coupon } = (await request.json()) as { coupon: Record<string, unknown> };
        return HttpResponse.json(
          { success: true, data: { id: 9001, ...coupon, created_at: new Date().toISOString() }, message: "", errors: null, status: 201 },
          { status: 201 },
        );
      }),
    );
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/coupons$/, "POST") }).bodies;
    const { view, dialog } = await openCreate();
    await chooseType(view, dialog, "Flat Amount");
    expect(within(dialog).queryByLabelText(/^Discount \(%\)/)).not.toBeInTheDocument();
    const flat = within(dialog).getByLabelText(/^Flat discount/);
    const minimum = within(dialog).getByLabelText(/^Minimum order amount/);
    const usage = within(dialog).getByLabelText(/^Max usage count/);
    await view.user.type(within(dialog).getByLabelText(/^Coupon Code/), "FLAT25");
    await view.user.type(minimum, "0");
    await view.user.type(usage, "0");
    const start = minute(DAY);
    const expiry = minute(8 * DAY);
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), start);
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), expiry);
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    await waitFor(() => expect(helperOf(flat)).toBe("Required"));
    expect(helperOf(minimum)).toBe("Must be positive");
    // Document 2 §5: max_usage_count is a number, nothing more; flat_discount a required number, 0 included.
    expect(helperOf(usage)).toBe("");
    await view.user.type(flat, "-5");
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    await waitFor(() => expect(helperOf(flat)).toBe("Must be positive"));

    await view.user.clear(flat);
    await view.user.type(flat, "0");
    await view.user.clear(minimum);
    await view.user.type(minimum, "100");
    await view.user.clear(usage);
    await view.user.type(usage, "5");
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await screen.findByText("Coupon Created Succesfully")).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        coupon: {
          code: "FLAT25",
          flat_discount: 0,
          min_order_amount: 100,
          start_date: new Date(start).toISOString(),
          expiry: new Date(expiry).toISOString(),
          discount_type: "flat_amount",
          max_usage_count: 5,
          show_on_product: 0,
        },
      },
    ]);
  });

  it("shows a refused save as a toast and next to the field, and keeps the modal open", async () => {
    const { view, dialog } = await openCreate();
    const taken = makeCoupon({ code: "SUMMER20" }).code;
    await chooseType(view, dialog, "Percentage");
    await view.user.type(within(dialog).getByLabelText(/^Coupon Code/), taken);
    await view.user.type(within(dialog).getByLabelText(/^Discount \(%\)/), "10");
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), minute(DAY));
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), minute(2 * DAY));
    await view.user.click(within(dialog).getByRole("button", { name: "Create Coupon" }));
    expect(await screen.findByText("code has already been taken")).toBeInTheDocument();
    expect(helperOf(within(dialog).getByLabelText(/^Coupon Code/))).toBe("has already been taken");
    expect(screen.getByRole("dialog", { name: "Create New Coupon" })).toBeInTheDocument();
  });
});

describe("Edit Coupon", { timeout: 60_000 }, () => {
  it("shows the coupon read-only except its dates and show on product, and sends only those", async () => {
    // A coupon that started long ago: editing does not check the start against the past.
    const coupon = makeCoupon({
      code: "EID7",
      discount: "0.07",
      max_discount: 50,
      max_usage_count: 100,
      show_on_product: 1,
      start_date: new Date(Date.now() - 40 * DAY).toISOString(),
    });
    const bodies = recordRequests({ only: requestsTo(/\/vendor\/coupons\/\d+$/, "PUT") }).bodies;
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    const grid = await screen.findByRole("grid", { name: "Coupons" }, { timeout: 30_000 });
    await view.user.click(await within(grid).findByText(coupon.code));
    const dialog = await screen.findByRole("dialog", { name: "Edit Coupon" });

    expect(within(dialog).getByLabelText(/^Coupon Code/)).toBeDisabled();
    expect(within(dialog).getByRole("combobox", { name: /Discount type/ })).toHaveAttribute("aria-disabled", "true");
    const discount = within(dialog).getByLabelText(/^Discount \(%\)/);
    expect(discount).toBeDisabled();
    expect(discount).toHaveValue(Number((Number(coupon.discount) * 100).toFixed(4)));
    expect(within(dialog).getByLabelText(/^Max discount/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Max usage count/)).toBeDisabled();

    const expiry = minute(45 * DAY);
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), expiry);
    await view.user.click(within(dialog).getByRole("radio", { name: "No" }));
    await view.user.click(within(dialog).getByRole("button", { name: "Update Coupon" }));
    expect(await screen.findByText("Coupon updated successfully")).toBeInTheDocument();
    expect(bodies).toEqual([{ coupon: { start_date: coupon.start_date, expiry: new Date(expiry).toISOString(), show_on_product: 0 } }]);
  });

  it("still wants the expiry after the start", async () => {
    const coupon = makeCoupon({ code: "RAMADAN15" });
    signInAs("vendor");
    const view = renderApp("/vendor/coupons");
    const grid = await screen.findByRole("grid", { name: "Coupons" }, { timeout: 30_000 });
    await view.user.click(await within(grid).findByText(coupon.code));
    const dialog = await screen.findByRole("dialog", { name: "Edit Coupon" });
    await typeDateTime(view.user, dateTimeField(dialog, /Start date/), minute(30 * DAY));
    await typeDateTime(view.user, dateTimeField(dialog, /Expiry date/), minute(20 * DAY));
    await view.user.click(within(dialog).getByRole("button", { name: "Update Coupon" }));
    await waitFor(() => expect(helperOf(dateTimeField(dialog, /Expiry date/))).toBe("End date can't be before start date"));
  });
});
