import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { env } from "@/config/env";
import { db } from "@/mocks/db";
import { ok } from "@/mocks/http-kit";
import { server } from "@/mocks/node";
import { makeProduct } from "../support/records";
import { renderApp, signInAs } from "../support/render-app";

const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
});

async function openShop(account: "vendor" | "limited" | "restricted" = "vendor") {
  signInAs(account);
  const view = renderApp("/vendor/shop");
  await screen.findByRole("region", { name: "Banners" }, { timeout: 15_000 });
  return view;
}

const slides = (region: HTMLElement) => within(region).getAllByRole("group");

describe("shop preview", { timeout: 40_000 }, () => {
  it("shows the store's primary banners, its categories as a carousel of 8, products in rows of 5, services and the secondary banner", async () => {
    window.innerWidth = 1280;
    await openShop();
    expect(document.title).toBe("Shop");
    const own = db.state.banners.filter((banner) => banner.store_id === 1);
    expect(slides(screen.getByRole("region", { name: "Banners" }))).toHaveLength(
      own.filter((banner) => banner.banner_type === "store_primary").length,
    );
    const categories = screen.getByRole("region", { name: "Categories" });
    expect(categories).toHaveAttribute("data-per-view", "8");
    expect(slides(categories)).toHaveLength(db.state.storefronts[1].categories.length);
    const rows = [1, 2, 3].map((index) => screen.getByRole("region", { name: `Products, row ${index}` }));
    expect(rows.map((row) => slides(row).length)).toEqual([5, 5, 5]);
    expect(screen.queryByRole("region", { name: "Products, row 4" })).toBeNull();
    expect(rows[0]).toHaveAttribute("data-per-view", "5");
    expect(slides(screen.getByRole("region", { name: "Services, row 1" }))).toHaveLength(5);
    const service = db.state.services.filter((entry) => entry.store_id === 1 && entry.status === "active").sort((a, b) => b.id - a.id)[0];
    expect(screen.getByRole("article", { name: service.name_en })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Secondary banner" })).toBeInTheDocument();
    expect(screen.queryByText("You Have No Products!")).toBeNull();
  });

  it("shows each product's name linking to the storefront, prices, rating, reviews, store country and description", async () => {
    const product = makeProduct({
      name_en: "Brass Lantern",
      variants: [{ price: 120, discounted_price: 96, description_en: "<p>Hand-made in <em>Dubai</em>.</p>" }],
    });
    await openShop();
    const card = screen.getByRole("article", { name: "Brass Lantern" });
    expect(within(card).getByRole("link", { name: "Brass Lantern" })).toHaveAttribute(
      "href",
      `${env.storefrontUrl}/brass-lantern-${product.id}`,
    );
    expect(card).toHaveTextContent("AED 96.00");
    expect(card).toHaveTextContent("AED 120.00");
    expect(within(card).getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeInTheDocument();
    expect(card).toHaveTextContent(/\(\d+\)/);
    expect(card).toHaveTextContent("United Arab Emirates");
    expect(within(card).getByText("Dubai").tagName).toBe("EM");
  });

  it("shows 4 product slides at 1024 px, 3 at 768 px and 5 on a phone", async () => {
    window.innerWidth = 1024;
    await openShop();
    expect(screen.getByRole("region", { name: "Products, row 1" })).toHaveAttribute("data-per-view", "4");
    window.innerWidth = 768;
    window.dispatchEvent(new Event("resize"));
    expect(await screen.findByRole("region", { name: "Products, row 1" })).toHaveAttribute("data-per-view", "3");
    window.innerWidth = 390;
    window.dispatchEvent(new Event("resize"));
    await screen.findByRole("region", { name: "Products, row 1" });
    expect(screen.getByRole("region", { name: "Products, row 1" })).toHaveAttribute("data-per-view", "5");
  });

  it("says You Have No Services! for a store without services, and shows fewer than 8 categories as a plain row", async () => {
    db.state.services = db.state.services.filter((service) => service.store_id !== 2);
    await openShop("limited");
    expect(await screen.findByText("You Have No Services!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Categories" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Categories" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Products, row 1" })).toBeInTheDocument();
  });

  it("says You Have No Products! and shows placeholder banners for a store without either", async () => {
    db.state.banners = db.state.banners.filter((banner) => banner.store_id !== 3);
    db.state.products = db.state.products.filter((product) => product.store_id !== 3);
    await openShop("restricted");
    expect(await screen.findByText("You Have No Products!")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Placeholder banner 1" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Secondary banner" })).toBeNull();
  });

  it("sanitises descriptions and refuses unsafe links", async () => {
    server.use(
      http.get("*/api/v1/vendor/store", () =>
        ok({
          ...db.state.stores[0],
          banners: [{ banner_type: "store_primary", image: "https://cdn.example/b.png", redirects_to_link: "javascript:alert(1)" }],
          categories: [],
          services: [],
          products: [
            {
              name_en: "Risky Lamp",
              slug: "risky-lamp",
              variants: [
                { price: 10, discounted_price: 10, description_en: '<b>Bright</b><img src=x onerror="alert(1)"><script>alert(2)</script>' },
              ],
            },
          ],
        }),
      ),
    );
    await openShop();
    const card = screen.getByRole("article", { name: "Risky Lamp" });
    expect(within(card).getByText("Bright").tagName).toBe("B");
    expect(card.querySelector("script")).toBeNull();
    expect(card.querySelector("[onerror]")).toBeNull();
    const banner = screen.getByRole("img", { name: "Banner 1" });
    expect(banner.closest("a")).toBeNull();
  });
});
