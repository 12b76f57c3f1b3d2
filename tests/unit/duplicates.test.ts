import { describe, expect, it } from "vitest";
import { duplicateOf, duplicateServiceOf, imageSavePlan, withImageCopies } from "@/domain/duplicates";
import { toProductPayload } from "@/domain/product-payload";
import { isTemporaryVariantId } from "@/domain/product-rules";
import type { Product } from "@/domain/products";
import { toServicePayload, type Service } from "@/domain/services";

const product = {
  id: 3,
  status: "active",
  name_en: "Oud Oil",
  name_ar: "زيت العود",
  description_en: "<p>Rich</p>",
  description_ar: "<p>غني</p>",
  video: null,
  lead_days: 4,
  unit: "piece",
  brand_id: 2,
  shipment_rule_id: 1,
  tool: false,
  is_inquiry: false,
  is_bulk_order: false,
  pickup_allowed: true,
  product_type: "retail",
  categories: [{ id: 11, title_en: "Beauty", country_name_en: "United Arab Emirates" }],
  keywords: [{ name: "oud" }],
  related_products: [{ id: 8, name_en: "Incense" }],
  related_tools: [],
  related_services: [],
  variants: [
    {
      id: 40,
      name_en: "12 ml",
      variation: "12 ml",
      sku: "OUD-40",
      price: 120,
      discounted_price: 100,
      quantity: 3,
      featured_image: "https://cdn.test/oud.png",
      featured_image_resized: { small: "https://cdn.test/oud-s.png", medium: null },
      images: ["https://cdn.test/oud-2.png"],
    },
    { id: 41, name_en: "30 ml", variation: "30 ml", sku: "OUD-41", price: 240, discounted_price: 240, quantity: 1, images: [] },
  ],
} as unknown as Product;

describe("duplicateOf (a product)", () => {
  it("keeps the texts, categories, keywords, related items and images", () => {
    const values = duplicateOf(product);
    expect(values).toMatchObject({
      name_en: "Oud Oil",
      name_ar: "زيت العود",
      description_ar: "<p>غني</p>",
      lead_days: "4",
      pickup_allowed: true,
      keywords: ["oud"],
      categories: [{ id: 11, title_en: "Beauty" }],
      related_products: [{ id: 8, name_en: "Incense" }],
    });
    expect(values.variants[0]).toMatchObject({
      name_en: "12 ml",
      price: "120",
      discounted_price: "100",
      featured_image: "https://cdn.test/oud.png",
      images: ["https://cdn.test/oud-2.png"],
    });
  });

  it("makes every variant a new one with an empty SKU", () => {
    const { variants } = duplicateOf(product);
    expect(variants.map((variant) => variant.sku)).toEqual(["", ""]);
    expect(variants.every((variant) => isTemporaryVariantId(variant.id))).toBe(true);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(2);
    // Saved as it is, the payload creates new variants: none carries the original's id.
    const payload = toProductPayload(duplicateOf(product));
    expect(payload.variants_attributes.map((variant) => "id" in variant)).toEqual([false, false]);
  });

  it("leaves the record it copies untouched", () => {
    const before = structuredClone(product);
    duplicateOf(product).variants[0].images.push("x");
    expect(product).toEqual(before);
  });
});

describe("duplicateServiceOf", () => {
  it("keeps the service's texts, prices, categories and images for a new service", () => {
    const service = {
      id: 7,
      status: "active",
      name_en: "Tailoring",
      name_ar: "خياطة",
      price: 60,
      discounted_price: 50,
      unit_time: 1,
      categories: [{ id: 101, title_en: "Clothing" }],
      featured_image: "https://cdn.test/f.png",
      featured_image_resized: null,
      images: ["https://cdn.test/1.png"],
      related_products: [],
      related_services: [],
      related_tools: [],
    } as unknown as Service;
    const values = duplicateServiceOf(service);
    expect(values).toMatchObject({
      name_en: "Tailoring",
      name_ar: "خياطة",
      price: "60",
      discounted_price: "50",
      categories: [{ id: 101, title_en: "Clothing" }],
      featured_image: "https://cdn.test/f.png",
      images: ["https://cdn.test/1.png"],
    });
    expect(toServicePayload(values)).not.toHaveProperty("id");
  });
});

describe("imageSavePlan", () => {
  const source = ["s/a.png", "s/a_250x250.png", "s/b.png"];

  it("a duplicate's save copies every source image it still holds, once, and deletes nothing", () => {
    const plan = imageSavePlan({ owned: [], borrowed: source }, ["s/a.png", "s/a_250x250.png", "new/c.png", "s/a.png"]);
    expect(plan).toEqual({ copy: ["s/a.png", "s/a_250x250.png"], remove: [] });
  });

  it("an image removed from the duplicate is neither copied nor deleted: it is the source's", () => {
    expect(imageSavePlan({ owned: [], borrowed: source }, [])).toEqual({ copy: [], remove: [] });
  });

  it("an edit copies nothing and deletes what the record no longer holds", () => {
    expect(imageSavePlan({ owned: source, borrowed: [] }, ["s/b.png", "new/c.png"])).toEqual({
      copy: [],
      remove: ["s/a.png", "s/a_250x250.png"],
    });
  });

  it("never deletes a borrowed URL, even one the record also held", () => {
    expect(imageSavePlan({ owned: ["s/a.png", "x.png"], borrowed: ["s/a.png"] }, [])).toEqual({ copy: [], remove: ["x.png"] });
  });
});

describe("withImageCopies", () => {
  it("replaces the featured image, its versions and the gallery's copied URLs, and keeps the rest", () => {
    const copies = new Map([
      ["s/a.png", "d/1.png"],
      ["s/a_100x100.png", "d/2.png"],
      ["s/b.png", "d/3.png"],
    ]);
    const values = {
      name_en: "Oud",
      featured_image: "s/a.png",
      featured_image_resized: { medium: "elsewhere/m.png", small: "s/a_100x100.png" },
      images: ["s/b.png", "new/c.png"],
    };
    expect(withImageCopies(values, copies)).toEqual({
      name_en: "Oud",
      featured_image: "d/1.png",
      featured_image_resized: { medium: "elsewhere/m.png", small: "d/2.png" },
      images: ["d/3.png", "new/c.png"],
    });
    expect(withImageCopies({ ...values, featured_image: null, featured_image_resized: null }, copies).featured_image_resized).toBeNull();
  });
});
