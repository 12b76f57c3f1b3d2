import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { session } from "@/providers/auth/session";
import { renderApp, signInThroughForm } from "../support/render-app";
import { recordRequests, requestsTo } from "../support/sent-requests";

describe("login page", () => {
  it("signs the demo vendor in, greets them and shows the seeded dashboard figures", async () => {
    const view = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    await signInThroughForm(view, "vendor");

    expect(await screen.findByText("Signed in successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    const figures = db.state.dashboards[1];
    const revenue = await screen.findByRole("region", { name: "Total Revenue" });
    await waitFor(() =>
      expect(revenue).toHaveTextContent(`AED ${figures.total_revenue.amount.toLocaleString("en", { minimumFractionDigits: 2 })}`),
    );
    expect(screen.getByRole("region", { name: "New Orders" })).toHaveTextContent(String(figures.new_orders));
    expect(screen.getByRole("region", { name: "Total Orders" })).toHaveTextContent(String(figures.all_orders));
    expect(await screen.findByText("Hello, Aisha")).toBeInTheDocument();
    expect(screen.getByText("vendor@demo.test")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "United Arab Emirates" })).toBeInTheDocument();
    expect(document.title).toBe("Dashboard");
  });

  it("greets a vendor without an English first name by the English last name", async () => {
    const view = renderApp("/");
    await signInThroughForm(view, "limited");
    expect(await screen.findByText("Hello, Haddad")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Saudi Arabia" })).toBeInTheDocument();
  });

  it("sends a customer to step 2 of the create-store wizard", async () => {
    const view = renderApp("/");
    await signInThroughForm(view, "customer");
    expect(await screen.findByRole("heading", { name: "Create Store" })).toBeInTheDocument();
    expect(session.wizardStep()).toBe(2);
    const active = document.querySelector(".MuiStepLabel-label.Mui-active");
    expect(active).toHaveTextContent("Store");
  });

  it("refuses an admin with the spec's message and keeps no session", async () => {
    const view = renderApp("/");
    await signInThroughForm(view, "admin");
    expect(await screen.findByText("Admin can't login as Vendor")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(session.credentials()).toBeNull();
  });

  it("shows the server's first error for wrong credentials and sends role vendor", async () => {
    const signIns = recordRequests({ only: requestsTo(/\/auth\/sign_in$/) });
    const view = renderApp("/");
    await view.user.type(await screen.findByLabelText(/^email/i), "vendor@demo.test");
    await view.user.type(screen.getByLabelText(/^password/i), "wrong-password");
    await view.user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Invalid login credentials. Please try again.")).toBeInTheDocument();
    const [sent] = await signIns.settled();
    expect(sent.body).toEqual({ email: "vendor@demo.test", password: "wrong-password", role: "vendor" });
  });

  it("says Network Error! when the sign-in gets no answer", async () => {
    server.use(http.post("*/api/v1/vendor/auth/sign_in", () => HttpResponse.error()));
    const view = renderApp("/");
    await signInThroughForm(view, "vendor");
    expect(await screen.findByText("Network Error!")).toBeInTheDocument();
  });

  it("validates e-mail and password length before any request", async () => {
    const requests = recordRequests();
    const view = renderApp("/");
    await view.user.type(await screen.findByLabelText(/^email/i), "not-an-email");
    await view.user.type(screen.getByLabelText(/^password/i), "12345");
    await view.user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Must be valid email")).toBeInTheDocument();
    expect(screen.getByText("should be 6 chars minimum")).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue("not-an-email");
    expect(requests.count()).toBe(0);
  });

  it("has the marketing panel in both variants and a Start Selling link to /create-store", async () => {
    renderApp("/");
    expect(await screen.findByTestId("marketing-desktop")).toHaveTextContent("Start selling for free");
    expect(screen.getByTestId("marketing-compact")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Start Selling" });
    expect(links.length).toBeGreaterThan(0);
    links.forEach((link) => expect(link).toHaveAttribute("href", "/create-store"));
    expect(within(screen.getByTestId("marketing-desktop")).getByRole("link", { name: "Start Selling" })).toBeInTheDocument();
  });
});
