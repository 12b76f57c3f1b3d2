import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import type { MockRefund } from "@/mocks/seed/returns-seed";
import { renderApp, signInAs } from "../support/render-app";
import { makeRefund } from "../support/records";
import { recordRequests } from "../support/sent-requests";

/** A requested return of store 1, refunded by the given method. */
function requestedReturn(method: MockRefund["refund_method"] = "bank"): MockRefund {
  return makeRefund({ status: "requested", refund_method: method });
}

/** The requests that change something (every method but GET) from now on, as `{method, path, body}` once their bodies are read. */
function recordChanges() {
  const requests = recordRequests({ only: ({ method }) => method !== "GET" });
  return async () => (await requests.settled()).map(({ method, url, body }) => ({ method, path: url.pathname, body }));
}

afterEach(() => server.events.removeAllListeners());

async function openReturn(refund: MockRefund) {
  signInAs("vendor");
  const view = renderApp(`/vendor/view-return/${refund.id}`);
  await screen.findByRole("heading", { name: "View Return" });
  return view;
}

/** The id, date and status card (`hidden`: also while a dialog hides the page from assistive technology). */
function facts(hidden = false) {
  return screen.getByRole("region", { name: "Return ID", hidden });
}

describe("return decisions (issue 19 item 4)", () => {
  it("approves a requested return after a confirmation: PUT {refund: {status: approved}}, then the new status and its refund text", async () => {
    const refund = requestedReturn("bank");
    const changes = recordChanges();
    const view = await openReturn(refund);
    expect(within(facts()).getByText("Requested")).toBeInTheDocument();

    // Asking is not deciding: Cancel sends nothing.
    await view.user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this return?" });
    expect(dialog).toHaveTextContent("The return will be approved and the amount refunded as shown under Refund Method.");
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await changes()).toEqual([]);

    await view.user.click(screen.getByRole("button", { name: "Approve" }));
    await view.user.click(
      within(await screen.findByRole("dialog", { name: "Approve this return?" })).getByRole("button", { name: "Approve" }),
    );

    expect(await screen.findByText("Return approved")).toBeInTheDocument();
    await waitFor(() => expect(within(facts()).getByText("Approved")).toBeInTheDocument());
    expect(await changes()).toEqual([
      { method: "PUT", path: `/api/v1/vendor/refunds/${refund.id}`, body: { refund: { status: "approved" } } },
    ]);
    expect(db.state.refunds.find((entry) => entry.id === refund.id)!.status).toBe("approved");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("group", { name: "Decision" })).toBeNull();
    expect(screen.getByRole("region", { name: "Refund Method" })).toHaveTextContent(
      "The amount paid by card will be refunded to the customer's bank account and the rest to the customer's wallet.",
    );
  });

  it("rejects a requested return after a confirmation: the status says Rejected and the refund method is hidden", async () => {
    const refund = requestedReturn("wallet");
    const changes = recordChanges();
    const view = await openReturn(refund);
    expect(screen.getByRole("region", { name: "Refund Method" })).toHaveTextContent(
      "The amount will be refunded to the customer's wallet.",
    );

    await view.user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this return?" });
    expect(dialog).toHaveTextContent("The return will be rejected and the customer will not be refunded. This cannot be undone.");
    await view.user.click(within(dialog).getByRole("button", { name: "Reject" }));

    await waitFor(() => expect(within(facts()).getByText("Rejected")).toBeInTheDocument());
    expect((await changes()).map((entry) => entry.body)).toEqual([{ refund: { status: "rejected" } }]);
    expect(screen.queryByRole("region", { name: "Refund Method" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("keeps the page when the server refuses (a return decided elsewhere: 422 with its message) and shows the status it now has", async () => {
    const refund = requestedReturn();
    const view = await openReturn(refund);
    refund.status = "approved"; // decided in another tab after the page loaded
    await view.user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this return?" });
    await view.user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("This return is already approved and can no longer be changed")).toBeInTheDocument();
    await waitFor(() => expect(within(facts()).getByText("Approved")).toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "View Return" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(db.state.refunds.find((entry) => entry.id === refund.id)!.status).toBe("approved");
  });

  it("keeps the page when the server fails (500), and the decision can be tried again", async () => {
    const refund = requestedReturn();
    const view = await openReturn(refund);
    server.use(
      http.put("*/api/v1/vendor/refunds/:id", () => HttpResponse.json({ success: false, message: "Server exploded" }, { status: 500 }), {
        once: true,
      }),
    );
    await view.user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this return?" });
    await view.user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Approve" })).toBeEnabled());
    expect(await screen.findByText("Server exploded")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Approve this return?" })).toBeInTheDocument();
    expect(within(facts(true)).getByText("Requested")).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(within(facts()).getByText("Approved")).toBeInTheDocument());
  });

  it.each(["approved", "completed", "rejected"] as const)("offers no decision on a %s return", async (status) => {
    const refund = makeRefund({ status, refund_method: "bank" });
    await openReturn(refund);
    await screen.findByRole("region", { name: "Returned Item" });
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });
});
