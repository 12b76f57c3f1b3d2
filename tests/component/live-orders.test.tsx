import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { ORDERS_POLL_INTERVAL_MS } from "@/config/constants";
import { db } from "@/mocks/db";
import { addDemoOrder } from "@/mocks/demo-orders";
import { server } from "@/mocks/node";
import { recordRequests } from "../support/sent-requests";
import { renderApp, signInAs } from "../support/render-app";

const SLOW = { timeout: 30_000 };

const pendingOf = (storeId: number) => db.state.orders.filter((order) => order.store_id === storeId && order.status === "pending").length;

function ordersLink() {
  return within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", { name: "Orders" });
}

/** The page goes to the background or comes back, as the browser says. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** A stand-in for the browser's Notification API: what was asked and shown. */
function stubNotifications(answer: NotificationPermission) {
  const shown: { title: string; body?: string }[] = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = "default";
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal("Notification", FakeNotification);
  return { shown, requestPermission };
}

/** Signs in and opens the orders list with the poller's clock in the test's hands. */
async function openOrders() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAs("vendor");
  const view = renderApp("/vendor/orders");
  expect(await screen.findByRole("heading", { name: "Orders", level: 1 }, SLOW)).toBeInTheDocument();
  return view;
}

/** The next poll: the interval passes. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(ORDERS_POLL_INTERVAL_MS));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setHidden(false);
  server.events.removeAllListeners();
});

describe("new orders as they arrive (issue 33)", { timeout: 60_000 }, () => {
  it("shows the pending orders on the Orders entry; the title counts only new ones", async () => {
    await openOrders();
    const pending = pendingOf(1);
    await waitFor(() => expect(ordersLink()).toHaveAccessibleDescription(`Pending orders: ${pending}`), SLOW);
    expect(screen.getByTestId("pending-badge")).toHaveTextContent(String(pending));
    expect(document.title).toBe("Orders");
  });

  it("brings a new order into the badge, the list and a toast at the next poll", async () => {
    await openOrders();
    const pending = pendingOf(1);
    await waitFor(() => expect(ordersLink()).toHaveAccessibleDescription(`Pending orders: ${pending}`), SLOW);
    const order = addDemoOrder(1)!;
    await nextPoll();
    await waitFor(() => expect(ordersLink()).toHaveAccessibleDescription(`Pending orders: ${pending + 1}`));
    expect(await screen.findByText(`New order #${order.id}`)).toBeInTheDocument();
    const grid = screen.getByRole("grid", { name: "Orders" });
    expect(await within(grid).findByText(`#${order.id}`)).toBeInTheDocument();
    // On the orders list the list shows it: the title does not count it.
    expect(document.title).toBe("Orders");
  });

  it("refreshes the dashboard's counts and counts the new order in the title until the orders list is open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs("vendor");
    const view = renderApp("/vendor");
    const figures = db.state.dashboards[1];
    const newOrders = await screen.findByRole("region", { name: "New Orders" }, SLOW);
    await waitFor(() => expect(newOrders).toHaveTextContent(String(figures.new_orders)), SLOW);
    const before = figures.new_orders;
    await waitFor(() => expect(screen.getByTestId("pending-badge")).toBeInTheDocument(), SLOW);
    addDemoOrder(1);
    await nextPoll();
    await waitFor(() => expect(screen.getByRole("region", { name: "New Orders" })).toHaveTextContent(String(before + 1)));
    expect(document.title).toBe("(1) Dashboard");
    await view.user.click(ordersLink());
    await waitFor(() => expect(document.title).toBe("Orders"), SLOW);
  });

  it("asks one poll per interval, and none while the tab is hidden", async () => {
    const requests = recordRequests();
    await openOrders();
    await waitFor(() => expect(requests.api("orders/tabs").length).toBeGreaterThan(0), SLOW);
    const before = requests.api("orders/tabs").length;
    await nextPoll();
    // One for the poller (the tab bar's own read is not asked again when nothing moved).
    expect(requests.api("orders/tabs").length).toBe(before + 1);
    setHidden(true);
    await nextPoll();
    await nextPoll();
    expect(requests.api("orders/tabs").length).toBe(before + 1);
    addDemoOrder(1);
    setHidden(false);
    await waitFor(() => expect(ordersLink()).toHaveAccessibleDescription(`Pending orders: ${pendingOf(1)}`));
  });

  it("asks for browser notifications only when the seller switches them on, then says New order #…", async () => {
    const { shown, requestPermission } = stubNotifications("granted");
    const view = await openOrders();
    await waitFor(() => expect(screen.getByTestId("pending-badge")).toBeInTheDocument(), SLOW);
    expect(requestPermission).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole("button", { name: "New order alerts" }));
    const dialog = await screen.findByRole("dialog", { name: "New order alerts" });
    await view.user.click(within(dialog).getByRole("switch", { name: "Show a browser notification" }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole("switch", { name: "Show a browser notification" })).toBeChecked());
    await view.user.click(within(dialog).getByRole("switch", { name: "Play a sound" }));
    expect(localStorage.getItem("sbo.pref.orderAlertSound")).toBe("on");
    await view.user.keyboard("{Escape}");

    const order = addDemoOrder(1)!;
    await nextPoll();
    await waitFor(() => expect(shown).toEqual([{ title: "Seller Hub", body: `New order #${order.id}` }]));
  });

  it("leaves notifications off, saying how to allow them, when the browser refuses", async () => {
    const { requestPermission } = stubNotifications("denied");
    const view = await openOrders();
    await view.user.click(screen.getByRole("button", { name: "New order alerts" }));
    const dialog = await screen.findByRole("dialog", { name: "New order alerts" });
    await view.user.click(within(dialog).getByRole("switch", { name: "Show a browser notification" }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByRole("status")).toHaveTextContent(/blocks notifications/);
    expect(within(dialog).getByRole("switch", { name: "Show a browser notification" })).not.toBeChecked();
  });
});
