import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MOCK_ADD_ORDER_PATH, MOCK_RESET_PATH } from "@/config/constants";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests } from "../support/sent-requests";

/** The header's demo buttons exist only in a build with the embedded mock (`mockEnabled`), set here. */
vi.mock("@/config/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/env")>()),
  mockEnabled: true,
}));

const LOAD = { timeout: 20_000 };
const FAILED = "something went wrong";

function failing(path: string) {
  server.use(http.post(`*${path}`, () => HttpResponse.json({ success: false }, { status: 500 })));
}

function storeOrders(storeId: number) {
  return db.state.orders.filter((order) => order.store_id === storeId).length;
}

afterEach(() => vi.restoreAllMocks());

describe("the demo's header buttons", { timeout: 40_000 }, () => {
  it("Add a demo order places a pending order with the signed-in store", async () => {
    const user = signInAs("vendor");
    const storeId = db.storeOf(user)!.id;
    const before = storeOrders(storeId);
    const view = renderApp("/vendor/orders");
    await view.user.click(await screen.findByRole("button", { name: "Add a demo order" }, LOAD));
    await waitFor(() => expect(storeOrders(storeId)).toBe(before + 1));
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it("a failed Add a demo order says so", async () => {
    failing(MOCK_ADD_ORDER_PATH);
    const user = signInAs("vendor");
    const before = storeOrders(db.storeOf(user)!.id);
    const view = renderApp("/vendor/orders");
    await view.user.click(await screen.findByRole("button", { name: "Add a demo order" }, LOAD));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(storeOrders(db.storeOf(user)!.id)).toBe(before);
  });

  it("a refused Add a demo order shows the answer's message, as every call's failure does", async () => {
    server.use(
      http.post(`*${MOCK_ADD_ORDER_PATH}`, () =>
        HttpResponse.json({ success: false, message: "The demo store is closed" }, { status: 422 }),
      ),
    );
    signInAs("vendor");
    const view = renderApp("/vendor/orders");
    await view.user.click(await screen.findByRole("button", { name: "Add a demo order" }, LOAD));
    expect(await screen.findByText("The demo store is closed")).toBeInTheDocument();
  });

  it("a failed reset says so and keeps the seller signed in on the page", async () => {
    failing(MOCK_RESET_PATH);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    signInAs("vendor");
    const view = renderApp("/vendor/orders");
    await view.user.click(await screen.findByRole("button", { name: "Reset demo data" }, LOAD));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(session.store()).not.toBeNull();
    expect(await screen.findByRole("heading", { name: "Orders", level: 1 }, LOAD)).toBeInTheDocument();
  });

  it("a reset the seller does not confirm asks nothing", async () => {
    const resets = recordRequests({ only: ({ url }) => url.pathname === MOCK_RESET_PATH }).sent;
    vi.spyOn(window, "confirm").mockReturnValue(false);
    signInAs("vendor");
    const view = renderApp("/vendor/orders");
    await view.user.click(await screen.findByRole("button", { name: "Reset demo data" }, LOAD));
    expect(window.confirm).toHaveBeenCalledWith("Reset every change made to the demo data?");
    expect(resets).toEqual([]);
    expect(session.store()).not.toBeNull();
  });
});
