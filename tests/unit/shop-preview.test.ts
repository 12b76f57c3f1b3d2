import { describe, expect, it } from "vitest";
import {
  categoriesAsCarousel,
  chunk,
  productCard,
  productSlidesPerView,
  safeImageSrc,
  splitBanners,
  storefrontUrl,
} from "@/domain/shop-preview";

describe("shop preview layout (document 2 §2, §9)", () => {
  it("shows 5 product slides from 1200 px, 4 from 1024, 3 from 768, otherwise 5", () => {
    expect([1920, 1200, 1199, 1024, 1023, 768, 767, 390, 0].map(productSlidesPerView)).toEqual([5, 5, 4, 4, 3, 3, 5, 5, 5]);
  });

  it("splits product rows after 5 items", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).map((row) => row.length)).toEqual([5, 5, 2]);
    expect(chunk([])).toEqual([]);
  });

  it("makes the category strip a carousel from 8 categories", () => {
    expect(categoriesAsCarousel(7)).toBe(false);
    expect(categoriesAsCarousel(8)).toBe(true);
  });

  it("separates primary banners from the secondary one and drops banners without an image", () => {
    const { primary, secondary } = splitBanners([
      { banner_type: "store_primary", image: "a" },
      { banner_type: "store_secondary", image: "b" },
      { banner_type: "store_primary", image: null },
      { banner_type: "store_secondary", image: "c" },
    ]);
    expect(primary.map((banner) => banner.image)).toEqual(["a"]);
    expect(secondary?.image).toBe("b");
    expect(splitBanners(undefined)).toEqual({ primary: [], secondary: null });
  });
});

describe("product cards", () => {
  it("link to the storefront and show a discount only when it is one", () => {
    const card = productCard(
      {
        name_en: "Linen Shirt",
        slug: "linen-shirt-7001",
        variants: [
          { featured_image: null, price: "100", discounted_price: "80", description_en: "<p>x</p>" },
          { featured_image: "img.png" },
        ],
        average_rating: "4.5",
        reviews: [{}, {}],
        store_logo: "logo.png",
        store_country_name_en: "United Arab Emirates",
      },
      "https://shop.example/",
    );
    expect(card).toMatchObject({ name: "Linen Shirt", image: "img.png", price: 100, discountedPrice: 80, rating: 4.5, reviewCount: 2 });
    expect(card.url).toBe("https://shop.example/linen-shirt-7001");
    const plain = productCard({ name_en: "Mug", variants: [{ price: 20, discounted_price: 20 }], reviews: 7 }, "https://shop.example");
    expect(plain).toMatchObject({ discountedPrice: null, reviewCount: 7, rating: 0, url: null });
    const wholesale = productCard({ name_en: "Paper", variants: [{ price: 0, discounted_price: 0 }] }, "https://shop.example");
    expect(wholesale).toMatchObject({ price: null, discountedPrice: null });
  });

  it("builds storefront links from a slug safely", () => {
    expect(storefrontUrl("https://shop.example", "/a b")).toBe("https://shop.example/a%20b");
    expect(storefrontUrl("", "x")).toBeNull();
  });
});

describe("image sources", () => {
  it("take web addresses and inline pictures, never script or other inline documents", () => {
    expect(safeImageSrc("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(safeImageSrc("/s3/demo-bucket/a.png")).toBe("/s3/demo-bucket/a.png");
    expect(safeImageSrc("data:image/svg+xml,%3Csvg%3E")).toBe("data:image/svg+xml,%3Csvg%3E");
    expect(safeImageSrc("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(safeImageSrc("data:text/html,<script>alert(1)</script>")).toBeUndefined();
    expect(safeImageSrc(" javascript:alert(1)")).toBeUndefined();
    expect(safeImageSrc("")).toBeUndefined();
  });
});
