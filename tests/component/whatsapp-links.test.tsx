import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { MockOrder } from "@/mocks/seed/orders-seed";
import type { MockRefund } from "@/mocks/seed/returns-seed";
import { renderInArabic } from "../support/arabic";
import { makeOrder, makeRefund } from "../support/records";
import { renderApp, signInAs, type DemoAccount } from "../support/render-app";

const STORE_OF: Record<string, number> = { vendor: 1, limited: 2 };

/** A pending order with a shipment of the account's store, reached at `contactNumber`. */
const pendingOrder = (account: DemoAccount, contactNumber: string): MockOrder =>
  makeOrder({ store_id: STORE_OF[account], status: "pending", address: { contact_number: contactNumber } });

const requestedReturn = (contactNumber: string): MockRefund =>
  makeRefund({
    status: "requested",
    address: { first_name: "Layla Haddad", address1: "12 Palm Street, Dubai", contact_number: contactNumber },
  });

/** The prefilled message of a wa.me link, decoded. */
const prefilled = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text");

describe("Message on WhatsApp", { timeout: 30_000 }, () => {
  it("links the order's contact number to a chat, the message naming the order and its status, in a new tab", async () => {
    const order = pendingOrder("vendor", "+971 50 123-4567");
    signInAs("vendor");
    renderApp(`/vendor/order-detail/${order.id}`);
    const link = await screen.findByRole("link", { name: "Message on WhatsApp" }, { timeout: 10_000 });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(prefilled(link)).toBe(`Hello, this is about your order #${order.id}. Its status: Pending.`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleDescription("Opens WhatsApp in a new tab with a message ready to send");
  });

  it("dials a local number with the store's country code (a store in KSA)", async () => {
    const order = pendingOrder("limited", "055 987 6543");
    signInAs("limited");
    renderApp(`/vendor/order-detail/${order.id}`);
    const link = await screen.findByRole("link", { name: "Message on WhatsApp" }, { timeout: 10_000 });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/966559876543\?/);
  });

  it("writes the message in Arabic for a seller working in Arabic", async () => {
    const order = pendingOrder("vendor", "+971501234567");
    signInAs("vendor");
    await renderInArabic(`/vendor/order-detail/${order.id}`);
    const link = await screen.findByRole("link", { name: "مراسلة عبر واتساب" }, { timeout: 10_000 });
    expect(prefilled(link)).toBe(`مرحبًا، بخصوص طلبك رقم #${order.id}. حالته: قيد الانتظار.`);
  });

  it("offers no link when the number cannot be read", async () => {
    const order = pendingOrder("vendor", "ask at the door");
    signInAs("vendor");
    renderApp(`/vendor/order-detail/${order.id}`);
    expect(await screen.findByText("ask at the door", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Message on WhatsApp" })).toBeNull();
  });

  it("links the return's pickup contact, the message naming the return, its order and its status", async () => {
    const refund = requestedReturn("00971552224455");
    signInAs("vendor");
    renderApp(`/vendor/view-return/${refund.id}`);
    const link = await screen.findByRole("link", { name: "Message on WhatsApp" }, { timeout: 10_000 });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/971552224455\?text=/);
    expect(prefilled(link)).toBe(`Hello, this is about your return #${refund.id} of order #${refund.order_id}. Its status: Requested.`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers no link on a return whose contact number is too short to be one", async () => {
    const refund = requestedReturn("+97150");
    signInAs("vendor");
    renderApp(`/vendor/view-return/${refund.id}`);
    expect(await screen.findByText("+97150", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Message on WhatsApp" })).toBeNull();
  });
});
