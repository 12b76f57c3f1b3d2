import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { makeOrder, makeProduct } from "../support/records";
import { recordRequests, requestsTo } from "../support/sent-requests";
import { renderInArabic } from "../support/arabic";
import { renderApp, signInAs, type DemoAccount } from "../support/render-app";

const SLOW = { timeout: 15_000 };

/** Signs in, opens the dashboard and waits for the shell's header. */
async function openDashboard(account: DemoAccount = "vendor") {
  signInAs(account);
  const view = renderApp("/vendor/");
  await screen.findByRole("button", { name: "Jump anywhere (Ctrl+K)" }, SLOW);
  return view;
}

/** Ctrl+K, then the palette's field once its code has arrived. */
async function openPalette(view: ReturnType<typeof renderApp>) {
  await view.user.keyboard("{Control>}k{/Control}");
  const dialog = await screen.findByRole("dialog", { name: "Jump anywhere" }, SLOW);
  return { dialog, field: within(dialog).getByRole("combobox", { name: "Screen, order number, product or service" }) };
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("option")
    .map((option) => option.textContent ?? "");

describe("Jump anywhere (Ctrl+K)", { timeout: 40_000 }, () => {
  it("opens with Ctrl+K as a combobox listing the screens, and closes with Escape", async () => {
    const view = await openDashboard();
    const { dialog, field } = await openPalette(view);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-expanded", "true");
    const listbox = within(dialog).getByRole("listbox");
    expect(field).toHaveAttribute("aria-controls", listbox.id);
    const names = optionNames(dialog);
    expect(names.some((name) => name.startsWith("Orders"))).toBe(true);
    expect(names.some((name) => name.startsWith("Change Password"))).toBe(true);
    await view.user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBeTruthy();
    await view.user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens an order that exists, typed as a number, and lists it among the recent records next time", async () => {
    const order = makeOrder();
    const view = await openDashboard();
    const { dialog, field } = await openPalette(view);
    await view.user.type(field, `order #${order.id}`);
    const option = await within(dialog).findByRole("option", { name: new RegExp(`^Order #${order.id}\\s*Order · `) }, SLOW);
    await waitFor(() => expect(field).toHaveAttribute("aria-activedescendant", option.id));
    await view.user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Order Details", level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();

    const reopened = await openPalette(view);
    expect(within(reopened.dialog).getAllByRole("option")[0]).toHaveAccessibleName(
      new RegExp(`^Order Details #${order.id}\\s*Opened recently$`),
    );
  });

  it("says so when the typed order does not exist, and stays where the seller was", async () => {
    const missing = Math.max(...db.state.orders.map((entry) => entry.id)) + 1000;
    const view = await openDashboard();
    const { dialog, field } = await openPalette(view);
    await view.user.type(field, `#${missing}`);
    const status = within(dialog).getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(`There is no order #${missing} in your store.`), SLOW);
    expect(within(dialog).queryByRole("option", { name: new RegExp(`Order #${missing}`) })).toBeNull();
    await view.user.keyboard("{Enter}");
    expect(screen.getByRole("dialog", { name: "Jump anywhere" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Not Found" })).toBeNull();
  });

  it("finds a product by name with the catalogue's own search and opens it", async () => {
    makeProduct({ name_en: "Saffron Gift Box" });
    const view = await openDashboard();
    const { dialog, field } = await openPalette(view);
    const requests = recordRequests({ only: requestsTo(/^\/api\/v1\/vendor\/(products|services)$/, "GET") });
    await view.user.type(field, "saffron");
    const option = await within(dialog).findByRole("option", { name: /^Saffron Gift Box\s*Product$/ }, SLOW);
    // The catalogue list's own search, every tab: one request per catalogue, once typing paused.
    const sent = requests.sent.map((request) => [request.url.pathname.split("/").pop(), Object.fromEntries(request.url.searchParams)]);
    expect(sent.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ["products", { page: "1", records_per_page: "10", search_by_name: "saffron" }],
      ["services", { page: "1", records_per_page: "10", search_by_name: "saffron" }],
    ]);
    await view.user.click(option);
    expect(await screen.findByRole("heading", { name: "Product", level: 1 }, SLOW)).toBeInTheDocument();
    expect(await screen.findByDisplayValue("Saffron Gift Box", undefined, SLOW)).toBeInTheDocument();
    requests.stop();
  });

  it("offers the restricted account neither its hidden screens nor an order lookup", async () => {
    const view = await openDashboard("restricted");
    const { dialog, field } = await openPalette(view);
    const names = optionNames(dialog);
    expect(names.some((name) => name.startsWith("View Products"))).toBe(true);
    expect(names.some((name) => name.startsWith("View Services"))).toBe(false);
    expect(names.some((name) => name.startsWith("Orders"))).toBe(false);
    expect(names.some((name) => name.startsWith("Coupons"))).toBe(false);
    await view.user.type(field, "#1");
    expect(within(dialog).queryByRole("option", { name: /^Order #1/ })).toBeNull();
  });

  it("finds an order typed in Arabic digits, in Arabic, right to left", async () => {
    const order = makeOrder();
    signInAs("vendor");
    const view = await renderInArabic("/vendor/");
    await screen.findByRole("button", { name: "انتقل إلى أي مكان (Ctrl+K)" }, SLOW);
    await view.user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "انتقل إلى أي مكان" }, SLOW);
    const arabicDigits = String(order.id).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!);
    await view.user.type(within(dialog).getByRole("combobox"), `طلب ${arabicDigits}`);
    await within(dialog).findByRole("option", { name: new RegExp(`^الطلب #${order.id}`) }, SLOW);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});

describe("Keyboard shortcuts (?)", { timeout: 40_000 }, () => {
  it("lists the shortcuts with ?, but types ? in a text field", async () => {
    const view = await openDashboard();
    await view.user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" }, SLOW);
    const rows = within(dialog).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toContain("Ctrl + KJump to a screen, an order, a product or a service");
    await view.user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const palette = await openPalette(view);
    await view.user.type(palette.field, "?");
    expect(palette.field).toHaveValue("?");
    expect(screen.queryByRole("dialog", { name: "Keyboard shortcuts" })).toBeNull();
  });
});
