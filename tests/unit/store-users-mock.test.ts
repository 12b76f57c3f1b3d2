import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { callVendorApi, type DemoAccount } from "../support/mock-api";

// The mock API's contract for Store & Users, reports and the platform setting (document 2 §7), over HTTP.

type Answer = {
  data: Record<string, unknown> & { customers?: { id: number; email: string }[]; pagination?: { page: number; total_pages: number } };
  message: string;
  errors: Record<string, string[]>;
};

const call = (path: string, init?: { method?: string; body?: unknown }, account?: DemoAccount) =>
  callVendorApi<Answer>(path, init, account);

const dayOffset = (days: number) => new Date(db.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("seeds", () => {
  it("give store 1 forty customers, the others those who ordered, every ordering customer listed, deterministically", () => {
    const count = (storeId: number) => db.state.customers.filter((customer) => customer.store_id === storeId).length;
    expect(count(1)).toBe(40);
    expect(count(2)).toBeLessThan(40);
    expect(count(3)).toBeLessThan(40);
    expect(count(2)).toBeGreaterThan(12);
    const ids = new Set(db.state.customers.map((customer) => customer.id));
    expect(db.state.orders.every((order) => ids.has(order.customer_id))).toBe(true);
    const first = JSON.stringify([db.state.customers, db.state.storefronts]);
    db.reset();
    expect(JSON.stringify([db.state.customers, db.state.storefronts])).toBe(first);
  });
});

describe("users", () => {
  it("pages the store's own customers 12 at a time under data.customers", async () => {
    const { body } = await call("/users?page=4&records_per_page=12");
    expect(body.data.customers).toHaveLength(4);
    expect(body.data.pagination).toEqual({ page: 4, total_pages: 4 });
    const other = await call("/users?page=1&records_per_page=12", {}, "limited");
    expect(other.body.data.customers!.every((customer) => customer.id > 700 && customer.id < 800)).toBe(true);
  });
});

describe("store", () => {
  it("answers GET store with the banners, categories, products and services of the preview", async () => {
    const { body } = await call("/store");
    expect(body.data).toMatchObject({ id: 1, name_en: "Desert Bloom Trading" });
    expect((body.data.categories as unknown[]).length).toBeGreaterThanOrEqual(8);
    const products = body.data.products as { id: number; slug: string; store_country_name_en: string; variants: unknown[] }[];
    const active = db.state.products.filter((product) => product.store_id === 1 && product.status === "active");
    expect(products).toHaveLength(Math.min(15, active.length));
    expect(products.map((product) => product.id)).toEqual(
      active
        .map((product) => product.id)
        .sort((a, b) => b - a)
        .slice(0, 15),
    );
    expect(products[0]).toMatchObject({ store_country_name_en: "United Arab Emirates", slug: expect.stringMatching(/^[a-z0-9-]+-\d+$/) });
    expect((body.data.banners as { banner_type: string }[]).some((banner) => banner.banner_type === "store_secondary")).toBe(true);
    const services = body.data.services as { id: number }[];
    const activeServices = db.state.services.filter((service) => service.store_id === 1 && service.status === "active");
    expect(services.map((service) => service.id)).toEqual(
      activeServices
        .map((service) => service.id)
        .sort((a, b) => b - a)
        .slice(0, 15),
    );
  });

  it("requires every store details field when the store details form saves, and takes digits for the account number", async () => {
    const { status, body } = await call("/store", {
      method: "PATCH",
      body: { store: { contact: "", bank_account_no: "12-AB", description_en: "x" } },
    });
    expect(status).toBe(422);
    expect(body.errors).toMatchObject({
      contact: ["can't be blank"],
      bank_account_no: ["is not a number"],
      logo_image: ["can't be blank"],
      business_website: ["can't be blank"],
    });
  });
});

describe("change password", () => {
  it("refuses a wrong current password, and really changes the password", async () => {
    const wrong = await call("/profile/change_password", {
      method: "PATCH",
      body: { old_password: "nope", new_password: "Fresh#2026", confirmation_password: "Fresh#2026" },
    });
    expect(wrong.status).toBe(422);
    expect(db.userByEmail("vendor@demo.test")!.password).toBe("Vendor#2026");
    const short = await call("/profile/change_password", {
      method: "PATCH",
      body: { old_password: "Vendor#2026", new_password: "abc", confirmation_password: "abc" },
    });
    expect(short.status).toBe(422);
    const done = await call("/profile/change_password", {
      method: "PATCH",
      body: { old_password: "Vendor#2026", new_password: "Fresh#2026", confirmation_password: "Fresh#2026" },
    });
    expect(done.status).toBe(200);
    expect(db.userByEmail("vendor@demo.test")!.password).toBe("Fresh#2026");
  });
});

describe("send individual email", () => {
  it("sends to the store's own customer only, and answers data.message", async () => {
    const customer = db.state.customers.find((entry) => entry.store_id === 1)!;
    const sent = await call("/emails/send_individual_email", {
      method: "POST",
      body: { email: customer.email, subject: "Hello", message: "Welcome" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe(`Email sent to ${customer.email}`);
    expect(db.state.sentEmails).toHaveLength(1);
    const stranger = await call(
      "/emails/send_individual_email",
      { method: "POST", body: { email: customer.email, subject: "Hello", message: "Hi" } },
      "limited",
    );
    expect(stranger.status).toBe(422);
    const blank = await call("/emails/send_individual_email", {
      method: "POST",
      body: { email: customer.email, subject: " ", message: "" },
    });
    expect(blank.body.errors).toEqual({ subject: ["can't be blank"], message: ["can't be blank"] });
  });
});

describe("reports and the platform setting", () => {
  it("reads refund_time_limit through platform_id", async () => {
    const id = (await call("/platforms/platform_id")).body.data.platform_id;
    expect((await call(`/platforms/${id}`)).body.data.refund_time_limit).toBe(14);
  });

  it("answers a message for a report with valid dates and refuses bad ones", async () => {
    const ok = await call(`/top_products_sold?start_date=2026-11-01&end_date=2026-11-08&limit=100`);
    expect(ok.body.data.message).toBe(
      "Top Product Sold report from 2026-11-01 to 2026-11-08 is being generated and will be emailed to vendor@demo.test",
    );
    expect((await call("/inventory")).status).toBe(200);
    expect((await call("/total_sales")).status).toBe(422);
    expect((await call("/total_sales?start_date=2026-11-08&end_date=2026-11-01")).body.errors.end_date).toEqual([
      "can't be before start date",
    ]);
    expect((await call(`/total_earning_invoice?start_date=${dayOffset(0)}&end_date=${dayOffset(7)}`)).status).toBe(422);
    expect((await call(`/total_earning_invoice?start_date=${dayOffset(-14)}&end_date=${dayOffset(-7)}`)).status).toBe(200);
  });
});
