import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { SEED_NOW } from "@/mocks/random";
import { callVendorApi, type DemoAccount } from "../support/mock-api";

// The mock API's contract for coupons, banners, shop banners and menu items (document 2 §7), over HTTP.
const DAY = 24 * 60 * 60 * 1000;

type Answer = {
  data: Record<string, unknown> & { pagination?: unknown };
  message: string;
  errors: Record<string, string[]>;
};

const call = (path: string, init?: { method?: string; body?: unknown }, account?: DemoAccount) =>
  callVendorApi<Answer>(path, init, account);

const iso = (offset: number) => new Date(db.now() + offset).toISOString();

describe("seeds", () => {
  it("gives every demo store coupons of both types and all three date windows, deterministically", () => {
    for (const storeId of [1, 2, 3]) {
      const own = db.state.coupons.filter((coupon) => coupon.store_id === storeId);
      expect(new Set(own.map((coupon) => coupon.discount_type))).toEqual(new Set(["percentage", "flat_amount"]));
      expect(own.some((coupon) => Date.parse(coupon.expiry) < SEED_NOW)).toBe(true);
      expect(own.some((coupon) => Date.parse(coupon.start_date) > SEED_NOW)).toBe(true);
      expect(own.some((coupon) => Date.parse(coupon.start_date) <= SEED_NOW && Date.parse(coupon.expiry) > SEED_NOW)).toBe(true);
      expect(new Set(own.map((coupon) => coupon.code)).size).toBe(own.length);
    }
    expect(db.state.banners.filter((banner) => banner.store_id === 1).length).toBeGreaterThan(10);
    for (const storeId of [1, 2, 3]) {
      expect(db.state.shop_banners.some((banner) => banner.store_id === storeId)).toBe(true);
      const menu = db.state.menu_items.filter((item) => item.store_id === storeId);
      const children = menu.filter((item) => item.parent_id !== 0);
      expect(children.some((child) => menu.find((item) => item.id === child.parent_id)?.parent_id !== 0)).toBe(true);
    }
    const first = JSON.stringify([db.state.coupons, db.state.banners, db.state.shop_banners, db.state.menu_items]);
    db.reset();
    expect(JSON.stringify([db.state.coupons, db.state.banners, db.state.shop_banners, db.state.menu_items])).toBe(first);
  });
});

describe("coupons endpoints", () => {
  const percentage = () => ({
    code: "NEW10",
    discount: "0.1",
    max_discount: null,
    start_date: iso(DAY),
    expiry: iso(10 * DAY),
    discount_type: "percentage",
    max_usage_count: null,
    show_on_product: 1,
  });

  it("lists 10 a page with pagination, only the vendor's own", async () => {
    const { body } = await call("/coupons?page=2&records_per_page=10");
    expect(body.data.pagination).toEqual({ page: 2, total_pages: 2 });
    expect((body.data.coupons as unknown[]).length).toBe(4);
    const limited = await call("/coupons?page=1&records_per_page=10", {}, "limited");
    expect((limited.body.data.coupons as { code: string }[]).every((coupon) => coupon.code.endsWith("-2"))).toBe(true);
  });

  it("creates a percentage coupon and refuses a duplicate code, a non-text discount and extra fields", async () => {
    const created = await call("/coupons", { method: "POST", body: { coupon: percentage() } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: "NEW10", discount: "0.1", discount_type: "percentage" });
    const again = await call("/coupons", { method: "POST", body: { coupon: percentage() } });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(["has already been taken"]);
    const numeric = await call("/coupons", { method: "POST", body: { coupon: { ...percentage(), code: "X1", discount: 0.1 } } });
    expect(numeric.body.errors.discount).toBeDefined();
    const extra = await call("/coupons", { method: "POST", body: { coupon: { ...percentage(), code: "X2", flat_discount: 5 } } });
    expect(extra.body.errors.flat_discount).toEqual(["is not permitted"]);
  });

  it("takes a flat amount of 0 and any number as the usage count; refuses a negative or non-number amount", async () => {
    const flat = (extra: Record<string, unknown>) => ({
      ...percentage(),
      discount: undefined,
      max_discount: undefined,
      discount_type: "flat_amount",
      min_order_amount: null,
      ...extra,
    });
    const zero = await call("/coupons", {
      method: "POST",
      body: { coupon: flat({ code: "ZERO", flat_discount: 0, max_usage_count: 2.5 }) },
    });
    expect(zero.status).toBe(201);
    const negative = await call("/coupons", { method: "POST", body: { coupon: flat({ code: "NEG", flat_discount: -1 }) } });
    expect(negative.body.errors.flat_discount).toEqual(["must be greater than or equal to 0"]);
    const text = await call("/coupons", {
      method: "POST",
      body: { coupon: flat({ code: "TXT", flat_discount: "x", max_usage_count: "y" }) },
    });
    expect(text.body.errors).toMatchObject({ flat_discount: ["is not a number"], max_usage_count: ["is not a number"] });
  });

  it("checks the dates: start at most an hour ago, expiry in the future and after the start", async () => {
    const early = await call("/coupons", { method: "POST", body: { coupon: { ...percentage(), start_date: iso(-2 * 60 * 60 * 1000) } } });
    expect(early.body.errors.start_date).toEqual(["can't be in the past"]);
    const inverted = await call("/coupons", {
      method: "POST",
      body: { coupon: { ...percentage(), start_date: iso(5 * DAY), expiry: iso(2 * DAY) } },
    });
    expect(inverted.body.errors.expiry).toEqual(["can't be before the start date"]);
  });

  it("updates only start_date, expiry and show_on_product", async () => {
    const coupon = db.state.coupons.find((entry) => entry.store_id === 1)!;
    const refused = await call(`/coupons/${coupon.id}`, {
      method: "PUT",
      body: { coupon: { start_date: iso(0), expiry: iso(DAY), show_on_product: 0, code: "HACK" } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.code).toEqual(["is not permitted"]);
    const expiry = iso(DAY);
    const updated = await call(`/coupons/${coupon.id}`, {
      method: "PUT",
      body: { coupon: { start_date: iso(-DAY * 400), expiry, show_on_product: 0 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ expiry, show_on_product: 0, code: coupon.code });
    const foreign = db.state.coupons.find((entry) => entry.store_id === 2)!;
    expect(
      (
        await call(`/coupons/${foreign.id}`, {
          method: "PUT",
          body: { coupon: { start_date: iso(0), expiry: iso(DAY), show_on_product: 0 } },
        })
      ).status,
    ).toBe(404);
  });
});

describe("banners and shop banners endpoints", () => {
  const banner = {
    banner_type: "store_primary",
    redirects_to_link: "https://shop.example/sale",
    image: "https://cdn.example/a.png",
    image_mobile: "https://cdn.example/b.png",
  };

  it("creates, reads, updates and deletes a banner with the store's country", async () => {
    const created = await call("/banners", { method: "POST", body: { banner } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ ...banner, country_name_en: "United Arab Emirates", redirect_to: banner.redirects_to_link });
    const updated = await call(`/banners/${id}`, { method: "PUT", body: { banner: { ...banner, banner_type: "store_secondary" } } });
    expect(updated.body.data.banner_type).toBe("store_secondary");
    expect((await call(`/banners/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/banners/${id}`)).status).toBe(404);
  });

  it("refuses a missing image and a link that is not a web address", async () => {
    const refused = await call("/banners", {
      method: "POST",
      body: { banner: { ...banner, image: "", redirects_to_link: "javascript:alert(1)" } },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["image", "redirects_to_link"]);
  });

  it("takes a banner without a mobile image (document 2 §5 does not require it)", async () => {
    const created = await call("/banners", { method: "POST", body: { banner: { ...banner, image_mobile: null } } });
    expect(created.status).toBe(201);
    expect(created.body.data.image_mobile).toBeNull();
  });

  it("lists shop banners at data.banners and checks type, link, position and image", async () => {
    const { body } = await call("/shop_banners?page=1&records_per_page=10");
    expect(Array.isArray(body.data.banners)).toBe(true);
    expect(body.data.pagination).toEqual({ page: 1, total_pages: 1 });
    const refused = await call("/shop_banners", {
      method: "POST",
      body: { shop_banner: { banner_type: "store_primary", link: "", position: "x", image: "" } },
    });
    expect(Object.keys(refused.body.errors).sort()).toEqual(["banner_type", "image", "link", "position"]);
    const created = await call("/shop_banners", {
      method: "POST",
      body: {
        shop_banner: { banner_type: "middle_banner", link: "https://shop.example/x", position: 4, image: "https://cdn.example/c.png" },
      },
    });
    expect(created.status).toBe(201);
  });
});

describe("menu items endpoints", () => {
  it("answers the whole list without pagination and deletes an item with its sub-items", async () => {
    const { body } = await call("/menu_items");
    const items = body.data.menu_items as { id: number; parent_id: number; name_en: string }[];
    expect(body.data.pagination).toBeUndefined();
    const shop = items.find((item) => item.name_en === "Shop")!;
    const deleted = await call(`/menu_items/${shop.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const after = (await call("/menu_items")).body.data.menu_items as { name_en: string }[];
    expect(after.map((item) => item.name_en)).toEqual(["Home", "Offers", "Clearance", "About Us"]);
  });

  it("creates with PATCH-able fields and refuses a leading slash, a taken link and a cycle", async () => {
    const created = await call("/menu_items", {
      method: "POST",
      body: { menu_item: { name_en: "Sale", name_ar: "", position: 9, parent_id: 0, link: "sale" } },
    });
    expect(created.status).toBe(201);
    const slash = await call("/menu_items", { method: "POST", body: { menu_item: { name_en: "X", link: "/x", parent_id: 0 } } });
    expect(slash.body.errors.link).toEqual(["must not start with '/'"]);
    const taken = await call("/menu_items", { method: "POST", body: { menu_item: { name_en: "X", link: "sale", parent_id: 0 } } });
    expect(taken.body.message).toBe("link has already been taken");
    const items = db.state.menu_items.filter((item) => item.store_id === 1);
    const shop = items.find((item) => item.name_en === "Shop")!;
    const tools = items.find((item) => item.name_en === "Tools")!;
    const cycle = await call(`/menu_items/${shop.id}`, {
      method: "PATCH",
      body: { menu_item: { name_en: "Shop", link: "shop", parent_id: tools.id } },
    });
    expect(cycle.body.errors.parent_id).toBeDefined();
    const moved = await call(`/menu_items/${tools.id}`, {
      method: "PATCH",
      body: { menu_item: { name_en: "Tools", name_ar: "", position: 1, link: "tools", parent_id: 0 } },
    });
    expect(moved.body.data).toMatchObject({ parent_id: 0, link: "tools" });
  });
});
