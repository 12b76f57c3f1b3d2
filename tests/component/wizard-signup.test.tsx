import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { session } from "@/providers/auth/session";
import { renderApp, signInAs } from "../support/render-app";
import { typeInto } from "../support/wizard-fixtures";
import { recordRequests } from "../support/sent-requests";

// Whole-app journeys on a shared 2-core machine: more time than the default per test.
vi.setConfig({ testTimeout: 40_000 });

async function fillSignUp(view: ReturnType<typeof renderApp>, overrides: Record<string, string> = {}) {
  const values = {
    Email: "layla@example.com",
    "Contact Number": "+971500009999",
    "First Name (English)": "Layla",
    "Last Name (English)": "Haddad",
    "Last Name (Arabic)": "حداد",
    Password: "secret1",
    "Confirm Password": "secret1",
    ...overrides,
  };
  await screen.findByRole("heading", { name: "Create your seller account" });
  for (const [label, text] of Object.entries(values)) await typeInto(view.user, label, text);
}

describe("create-store wizard: step 1, SignUp", () => {
  it("shows the six steps with only SignUp reachable, under the title Create Store", async () => {
    renderApp("/create-store");
    expect(await screen.findByRole("heading", { name: "Create Store" })).toBeInTheDocument();
    const steps = screen.getByRole("navigation", { name: "Create-store steps" });
    for (const name of ["SignUp", "Store", "Document", "Bank", "Vat", "Terms and conditions"]) expect(steps).toHaveTextContent(name);
    expect(screen.getByRole("button", { name: "SignUp" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Store" })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe("Create Store"));
  });

  it("validates with the spec's messages and sends nothing", async () => {
    const requests = recordRequests();
    const view = renderApp("/create-store");
    await fillSignUp(view, { Email: "layla@", Password: "12345", "Confirm Password": "54321", "First Name (English)": "" });
    await view.user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Must be valid email")).toBeInTheDocument();
    expect(screen.getByText("should be 6 chars minimum")).toBeInTheDocument();
    expect(screen.getByText("Passwords must match")).toBeInTheDocument();
    expect(screen.getByText("Required")).toBeInTheDocument();
    await typeInto(view.user, "Password", "p".repeat(33));
    await view.user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("should be 32 chars maximum")).toBeInTheDocument();
    expect(requests.api("auth")).toHaveLength(0);
    requests.stop();
  });

  it("signs up with unique_code and Arabic fallbacks, starts the session and moves to Store", async () => {
    const requests = recordRequests();
    const view = renderApp("/create-store?unique_code=ABC123");
    await fillSignUp(view);
    await view.user.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByText("Successfully Sign Up")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Your store" })).toBeInTheDocument();
    const [signUp] = (await requests.settled()).filter((r) => r.method === "POST" && r.path === "/api/v1/vendor/auth");
    expect(signUp.body).toEqual({
      email: "layla@example.com",
      contact_number: "+971500009999",
      first_name_en: "Layla",
      first_name_ar: "Layla",
      last_name_en: "Haddad",
      last_name_ar: "حداد",
      password: "secret1",
      confirm_password: "secret1",
      unique_code: "ABC123",
    });
    const created = db.userByEmail("layla@example.com");
    expect(created).toMatchObject({ roles: ["vendor"], unique_code: "ABC123" });
    expect(session.uid()).toBe("layla@example.com");
    expect(session.wizardStep()).toBe(2);
    // No password in the draft left behind.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("secret1");
    requests.stop();
  });

  it("shows the server message plus Login to continue for an e-mail already taken, and goes to login", async () => {
    const view = renderApp("/create-store");
    await fillSignUp(view, { Email: "vendor@demo.test" });
    await view.user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Email has already been taken. Login to continue")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
  });

  it("says Network Error! when the sign-up fails without server errors, keeping what was typed", async () => {
    server.use(http.post("*/api/v1/vendor/auth", () => HttpResponse.error()));
    const view = renderApp("/create-store");
    await fillSignUp(view);
    await view.user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Network Error!")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("layla@example.com");
    expect(screen.getByRole("heading", { name: "Create your seller account" })).toBeInTheDocument();
  });

  it("with a session, shows who is signed in and continues to the store read from the server", async () => {
    signInAs("vendor");
    localStorage.removeItem("sbo.store");
    const view = renderApp("/create-store");
    expect(await screen.findByText("You are signed in as vendor@demo.test. Continue with your store details.")).toBeInTheDocument();
    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByLabelText(/^Store Name \(English\)/)).toHaveValue("Desert Bloom Trading");
    expect(session.wizardStep()).toBe(2);
  });

  it("keeps typed fields (not passwords) across a reload", async () => {
    const first = renderApp("/create-store");
    await fillSignUp(first);
    first.unmount();
    renderApp("/create-store");
    await screen.findByRole("heading", { name: "Create your seller account" });
    expect(screen.getByLabelText(/^Email/)).toHaveValue("layla@example.com");
    expect(screen.getByLabelText(/^Last Name \(Arabic\)/)).toHaveValue("حداد");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("");
  });
});
