import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { expect, vi } from "vitest";
import { db } from "@/mocks/db";
import { recordRequests } from "./sent-requests";
import { session } from "@/providers/auth/session";
import type { renderApp } from "./render-app";

/**
 * The one failure path (issue 16, point 1) as a seller sees it, for the component tests that check
 * a call follows it: what the server answers, and what the screen must show afterwards.
 */
export const NOT_FOUND_TEXT = "The resource requested could not be found on the server!";

/** devise_token_auth's 401 and Rails' 404, as a real server sends them. */
export function refusal(status: 401 | 404) {
  return status === 401
    ? HttpResponse.json({ success: false, errors: ["You need to sign in or sign up before continuing."] }, { status: 401 })
    : HttpResponse.json({ success: false, message: "Record not found" }, { status: 404 });
}

/** Counts the sign-outs sent (`DELETE auth/sign_out`) from now on. */
export function countSignOuts() {
  const signOuts = recordRequests({ only: ({ method, url }) => method === "DELETE" && url.pathname.endsWith("/auth/sign_out") });
  return signOuts.count;
}

/** The 401 rule: the session ends once (one sign-out sent) and the login page shows. */
export async function expectSignedOutOnce(signOuts: () => number) {
  expect(await screen.findByRole("heading", { name: "Login" }, { timeout: 10_000 })).toBeInTheDocument();
  expect(session.credentials()).toBeNull();
  expect(signOuts()).toBe(1);
}

/** The 404 rule: Not Found shows, and the session is kept. */
export async function expectNotFound() {
  expect(await screen.findByText(NOT_FOUND_TEXT, undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(session.credentials()).not.toBeNull();
}

/** The demo vendor's newest order. */
export function vendorOrder() {
  return db.state.orders.filter((order) => order.store_id === 1).sort((a, b) => b.id - a.id)[0];
}

/** The new tab an order document opens in (jsdom has none). */
export function stubNewTab() {
  return vi.spyOn(window, "open").mockReturnValue({ location: { href: "" }, close: vi.fn() } as unknown as Window);
}

/** On the orders list: the newest order's row menu, then one of its documents. */
export async function openOrderDocument(view: ReturnType<typeof renderApp>, item: "Generate Receipt" | "Generate Packing Slip") {
  const order = vendorOrder();
  const grid = await screen.findByRole("grid", { name: "Orders" }, { timeout: 10_000 });
  await within(grid).findByText(`#${order.id}`);
  await view.user.click(screen.getByRole("button", { name: `Actions for order #${order.id}` }));
  await view.user.click(await screen.findByRole("menuitem", { name: item }));
}
