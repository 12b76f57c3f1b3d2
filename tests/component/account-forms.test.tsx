import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { db } from "@/mocks/db";
import { server } from "@/mocks/node";
import { renderApp, signInAs } from "../support/render-app";
import { typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";

/** A screen's first paint loads its lazy chunk: on a loaded machine that can take longer than the 5 s default. */
const FIRST_PAINT = { timeout: 15_000 };

afterEach(() => server.events.removeAllListeners());

const PASSWORD_FIELDS = ["Current Password", "New Password", "Confirm Password"] as const;

async function fillPasswords(user: ReturnType<typeof renderApp>["user"], values: [string, string, string]) {
  for (const [index, label] of PASSWORD_FIELDS.entries()) await typeInto(user, label, values[index]);
}

describe("change password", { timeout: 40_000 }, () => {
  it("shows Required, the length messages and Passwords must match, and sends nothing", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/change-password");
    expect(await screen.findByRole("heading", { name: "Change Password", level: 1 }, FIRST_PAINT)).toBeInTheDocument();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    await fillPasswords(view.user, ["Vendor#2026", "12345", "12345"]);
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("should be 6 chars minimum")).toBeInTheDocument();
    await fillPasswords(view.user, ["Vendor#2026", "x".repeat(33), "x".repeat(33)]);
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("should be 32 chars maximum")).toBeInTheDocument();
    await fillPasswords(view.user, ["Vendor#2026", "Fresh#2026", "Fresh#2027"]);
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Passwords must match")).toBeInTheDocument();
    expect(requests.sent.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("sends PATCH profile/change_password, says Changed Successfully and returns to the profile", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/change-password");
    await screen.findByRole("heading", { name: "Change Password", level: 1 }, FIRST_PAINT);
    const requests = recordRequests();
    await fillPasswords(view.user, ["Vendor#2026", "Fresh#2026", "Fresh#2026"]);
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Changed Successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
    const [patch] = (await requests.settled()).filter((request) => request.method === "PATCH");
    expect({ method: patch.method, path: patch.path, body: patch.body }).toEqual({
      method: "PATCH",
      path: "/api/v1/vendor/profile/change_password",
      body: { old_password: "Vendor#2026", new_password: "Fresh#2026", confirmation_password: "Fresh#2026" },
    });
    expect(db.userByEmail("vendor@demo.test")!.password).toBe("Fresh#2026");
  });

  it("keeps the form when the current password is wrong, with the server's message", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/change-password");
    await screen.findByRole("heading", { name: "Change Password", level: 1 }, FIRST_PAINT);
    await fillPasswords(view.user, ["Wrong#2026", "Fresh#2026", "Fresh#2026"]);
    await view.user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    expect(screen.getByText("is incorrect")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Change Password", level: 1 })).toBeInTheDocument();
    expect(db.userByEmail("vendor@demo.test")!.password).toBe("Vendor#2026");
  });

  it("Cancel returns to the profile", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/change-password");
    await view.user.click(await screen.findByRole("button", { name: "Cancel" }, FIRST_PAINT));
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
  });
});

describe("send email", { timeout: 40_000 }, () => {
  async function openFor(index = 0) {
    signInAs("vendor");
    const customer = db.state.customers.filter((entry) => entry.store_id === 1)[index];
    const view = renderApp("/vendor/profile?tab=users");
    await view.user.click(await screen.findByRole("button", { name: `Send Email to ${customer.email}` }, FIRST_PAINT));
    await screen.findByRole("heading", { name: "Send Email", level: 1 });
    return { view, customer };
  }

  it("requires a subject and a message", async () => {
    const { view } = await openFor();
    const requests = recordRequests();
    await view.user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(requests.sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("sends {email, subject, message}, shows the answer's message and returns to the User List", async () => {
    const { view, customer } = await openFor(2);
    const requests = recordRequests();
    await typeInto(view.user, "Subject", "Your order is ready");
    await typeInto(view.user, "Message", "Come and collect it today.");
    await view.user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText(`Email sent to ${customer.email}`)).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "User List", selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Customers" })).toBeInTheDocument();
    const [post] = (await requests.settled()).filter((request) => request.method === "POST");
    expect({ method: post.method, path: post.path, body: post.body }).toEqual({
      method: "POST",
      path: "/api/v1/vendor/emails/send_individual_email",
      body: { email: customer.email, subject: "Your order is ready", message: "Come and collect it today." },
    });
  });

  it("goes back to the User List when opened without a recipient", async () => {
    signInAs("vendor");
    renderApp("/vendor/send-email");
    expect(await screen.findByRole("tab", { name: "User List", selected: true }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Send Email", level: 1 })).toBeNull();
  });
});

describe("campaigns", { timeout: 40_000 }, () => {
  it("shows Summer Sales, Winter Sales and New Arrivals with disabled Send Emails and a coming-soon note", async () => {
    signInAs("vendor");
    renderApp("/vendor/emails");
    expect(await screen.findByRole("heading", { name: "Emails", level: 1 }, FIRST_PAINT)).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Summer Sales", "Winter Sales", "New Arrivals"]);
    for (const card of cards) {
      const button = within(card).getByRole("button", { name: "Send Emails" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Coming soon");
    }
  });
});
