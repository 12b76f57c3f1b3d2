import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { server } from "@/mocks/node";
import { db } from "@/mocks/db";
import { fail } from "@/mocks/http-kit";
import { renderApp, signInAs } from "../support/render-app";
import { recordRequests } from "../support/sent-requests";

/** A screen's first paint loads its lazy chunk: on a loaded machine that can take longer than the 5 s default. */
const FIRST_PAINT = { timeout: 15_000 };

afterEach(() => server.events.removeAllListeners());

describe("Store & Users: Store Details", { timeout: 40_000 }, () => {
  it("shows the store's details, the first letter without a logo, and the actions", async () => {
    signInAs("vendor");
    const store = db.state.stores[0];
    Object.assign(store, { agreement_policy_url: "https://files.example/agreement.pdf", active: false, logo_image: null });
    renderApp("/vendor/profile");
    expect(await screen.findByRole("heading", { name: "Account", level: 1 }, FIRST_PAINT)).toBeInTheDocument();
    expect(document.title).toBe("Account");
    const panel = await screen.findByRole("tabpanel");
    await within(panel).findByRole("heading", { name: "Desert Bloom Trading" });
    expect(within(panel).getByText("D")).toBeInTheDocument();
    const details = Object.fromEntries(
      within(panel)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Email: "vendor@demo.test",
      Contact: store.vendor_contact,
      "Store Name": "Desert Bloom Trading",
      "Legal Name": "Desert Bloom Trading LLC",
      "Default Currency": "AED",
      "Default Country": "United Arab Emirates",
      "Store Status": "InActive",
    });
    expect(within(panel).getByText("Desert Bloom Trading sells quality goods across the region.")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Download agreement policy" })).toHaveAttribute(
      "href",
      "https://files.example/agreement.pdf",
    );
    expect(within(panel).getByRole("link", { name: "Edit Details" })).toHaveAttribute("href", "/vendor/edit-store");
    expect(within(panel).getByRole("link", { name: "Change Password" })).toHaveAttribute("href", "/vendor/change-password");
    expect(screen.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/vendor/menu");
    expect(screen.getByRole("link", { name: "Shop Banners" })).toHaveAttribute("href", "/vendor/shop-banners");
  });

  it("shows Active for an active store, the logo when there is one and no agreement link without a safe URL", async () => {
    signInAs("vendor");
    Object.assign(db.state.stores[0], { logo_image: "https://files.example/logo.png", agreement_policy_url: "javascript:alert(1)" });
    renderApp("/vendor/profile");
    const panel = await screen.findByRole("tabpanel", {}, FIRST_PAINT);
    // The store kept from the last visit shows first; the server's answer replaces it.
    await waitFor(() =>
      expect(within(panel).getByRole("img", { name: "Desert Bloom Trading logo" })).toHaveAttribute(
        "src",
        "https://files.example/logo.png",
      ),
    );
    expect(within(panel).getAllByText("Active").length).toBeGreaterThan(0);
    expect(within(panel).queryByRole("link", { name: "Download agreement policy" })).toBeNull();
  });
});

describe("Store & Users: a store changed on the server", { timeout: 40_000 }, () => {
  it("shows what the server answers now when Store Details opens, not the store the shell read at sign-in", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 }, FIRST_PAINT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("img", { name: "United Arab Emirates" })).toBeInTheDocument());
    db.state.stores[0].name_en = "Desert Bloom Renamed";
    await view.user.click(within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", { name: "Store & Users" }));
    const panel = await screen.findByRole("tabpanel", {}, FIRST_PAINT);
    expect(await within(panel).findByRole("heading", { name: "Desert Bloom Renamed" })).toBeInTheDocument();
  });
});

describe("Store & Users: User List", { timeout: 40_000 }, () => {
  it("opens on the User List with the userlist navigation state and pages 12 customers at a time", async () => {
    const requests = recordRequests({ only: ({ url }) => url.pathname.endsWith("/vendor/users") }).sent;
    signInAs("vendor");
    const view = renderApp({ pathname: "/vendor/profile", state: { name: "userlist" } } as never);
    expect(await screen.findByRole("tab", { name: "User List", selected: true }, FIRST_PAINT)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Customers" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(12);
    const first = db.state.customers.filter((customer) => customer.store_id === 1)[0];
    const card = within(list).getByRole("article", { name: `${first.first_name_en} ${first.last_name_en}` });
    expect(within(card).getByText(`${first.first_name_en[0]}${first.last_name_en[0]}`)).toBeInTheDocument();
    expect(within(card).getByText(first.email)).toBeInTheDocument();
    expect(requests[0].url.search).toBe("?page=1&records_per_page=12");

    await view.user.click(screen.getByRole("button", { name: "Go to page 4" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Customers" })).getAllByRole("article")).toHaveLength(4));
    expect(requests.at(-1)?.url.search).toBe("?page=4&records_per_page=12");
    expect(screen.getByRole("tab", { name: "User List", selected: true })).toBeInTheDocument();
  });

  it("opens on Store Details without that state, and switches tabs", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/profile");
    expect(await screen.findByRole("tab", { name: "Store Details", selected: true }, FIRST_PAINT)).toBeInTheDocument();
    await view.user.click(screen.getByRole("tab", { name: "User List" }));
    expect(await screen.findByRole("list", { name: "Customers" })).toBeInTheDocument();
  });

  it("lists a customer's orders in a dialog, each linking to its order detail", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/profile?tab=users");
    const customer = db.state.customers.find(
      (entry) => entry.store_id === 1 && db.state.orders.some((order) => order.customer_id === entry.id),
    )!;
    const own = db.state.orders.filter((order) => order.customer_id === customer.id && order.store_id === 1);
    await view.user.click(await screen.findByRole("button", { name: `View orders of ${customer.email}` }, FIRST_PAINT));
    const dialog = await screen.findByRole("dialog");
    const newest = Math.max(...own.map((order) => order.id));
    const link = await within(dialog).findByRole("link", { name: new RegExp(`Order #${newest}`) });
    expect(link).toHaveAttribute("href", `/vendor/order-detail/${newest}`);
    expect(within(dialog).getAllByRole("link")).toHaveLength(Math.min(own.length, 10));
  });

  it("hides View orders from the restricted account, which cannot see orders", async () => {
    signInAs("restricted");
    renderApp("/vendor/profile?tab=users");
    await screen.findByRole("list", { name: "Customers" }, FIRST_PAINT);
    expect(screen.getAllByRole("button", { name: /^Send Email to/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /^View orders of/ })).toBeNull();
  });

  it("sends Send Email to /vendor/send-email with the customer as recipient", async () => {
    signInAs("vendor");
    const view = renderApp("/vendor/profile?tab=users");
    const customer = db.state.customers.filter((entry) => entry.store_id === 1)[1];
    await view.user.click(await screen.findByRole("button", { name: `Send Email to ${customer.email}` }, FIRST_PAINT));
    expect(await screen.findByRole("heading", { name: "Send Email", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`<${customer.email}>`)).toBeInTheDocument();
  });

  it("shows a failed list with Retry", async () => {
    server.use(http.get("*/api/v1/vendor/users", () => fail(500, "Users are unavailable")));
    signInAs("vendor");
    renderApp("/vendor/profile?tab=users");
    const retry = await screen.findByRole("button", { name: "Retry" }, FIRST_PAINT);
    expect(retry.closest("[role=alert]")).toHaveTextContent("Users are unavailable");
  });
});
