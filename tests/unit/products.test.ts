import { describe, expect, it } from "vitest";
import {
  addKeywords,
  canAddVariant,
  effectiveFormMode,
  isKeywordSeparator,
  productFormMode,
  removeVariant,
  shipmentRuleKind,
  visibleVariants,
} from "@/domain/product-rules";
import { discountPercentage, normaliseVariantPrices, toProductPayload } from "@/domain/product-payload";
import { emptyProductFormValues, emptyVariant, toProductFormValues } from "@/domain/product-form-values";
import { productTabQuery } from "@/domain/product-tabs";
import type { Product, ProductFormValues, VariantFormValues } from "@/domain/products";

function variant(overrides: Partial<VariantFormValues> = {}): VariantFormValues {
  return {
    ...emptyVariant("tmp-1"),
    name_en: "Blue / M",
    description_en: "<p>Soft</p>",
    benefits_en: "<p>Warm</p>",
    features_en: "<p>Cotton</p>",
    how_to_use_en: "<p>Wear it</p>",
    price: "100",
    discounted_price: "80",
    quantity: "7",
    moq: "2",
    variation: "M",
    sku: "SKU-1",
    weight: "0.3 kg",
    featured_image: "https://cdn.test/a.png",
    featured_image_resized: { medium: "https://cdn.test/a_250.png", small: "https://cdn.test/a_100.png" },
    images: ["https://cdn.test/b.png"],
    ...overrides,
  };
}

function form(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductFormValues(),
    name_en: "Shirt",
    description_en: "<p>A shirt</p>",
    benefits_en: "<p>Comfort</p>",
    features_en: "<p>Buttons</p>",
    how_to_use_en: "<p>Wear</p>",
    brand_id: 3,
    categories: [{ id: 11, title_en: "Clothing" }],
    variants: [variant()],
    ...overrides,
  };
}

describe("productFormMode: /vendor/product/:id?/:state? (document 2 §2)", () => {
  it.each([
    [undefined, undefined, { mode: "create", id: null }],
    ["create", undefined, { mode: "create", id: null }],
    ["CREATE", "", { mode: "create", id: null }],
    ["12", "view", { mode: "view", id: "12" }],
    ["12", undefined, { mode: "view", id: "12" }],
    ["12", "edit", { mode: "edit", id: "12" }],
    ["12", "EDIT", { mode: "edit", id: "12" }],
  ] as const)("(%s, %s) → %o", (id, state, expected) => {
    expect(productFormMode(id, state)).toEqual(expected);
  });

  it.each([
    ["12", "delete"],
    ["abc", "view"],
    ["0", "view"],
    ["-3", "edit"],
    ["create", "edit"],
    ["1.5", "view"],
  ])("(%s, %s) is not a product page", (id, state) => {
    expect(productFormMode(id, state)).toBeNull();
  });

  it("an edit route without can_manage_product shows the product; Add Variant needs both", () => {
    expect(effectiveFormMode("edit", false)).toBe("view");
    expect(effectiveFormMode("edit", true)).toBe("edit");
    expect(effectiveFormMode("create", false)).toBe("create");
    expect(canAddVariant("create", true)).toBe(true);
    expect(canAddVariant("edit", true)).toBe(true);
    expect(canAddVariant("view", true)).toBe(false);
    expect(canAddVariant("edit", false)).toBe(false);
  });
});

describe("catalogue tabs → query (§7)", () => {
  it("maps active and inactive to with_status, uncategorized to uncategorized=true", () => {
    expect(productTabQuery("active")).toEqual({ with_status: "active" });
    expect(productTabQuery("inactive")).toEqual({ with_status: "inactive" });
    expect(productTabQuery("uncategorized")).toEqual({ uncategorized: true });
    expect(productTabQuery("other")).toEqual({});
  });
});

describe("shipment rules by name (§9)", () => {
  it("names the three fixed rules and treats any other as weight-based", () => {
    expect(shipmentRuleKind("shipment_rule_1")).toBe("freeOver99");
    expect(shipmentRuleKind("shipment_rule_2")).toBe("freeOver3000");
    expect(shipmentRuleKind(" Shipment_Rule_3 ")).toBe("includedInPrice");
    expect(shipmentRuleKind("weight_based")).toBe("weightBased");
    expect(shipmentRuleKind("shipment_rule_4")).toBe("weightBased");
    expect(shipmentRuleKind(null)).toBe("weightBased");
  });
});

describe("keywords by Enter or comma (§2)", () => {
  it("splits at commas, trims, drops blanks and case-insensitive duplicates", () => {
    expect(addKeywords(["Cotton"], " summer, cotton ,, Beach  wear ,summer")).toEqual(["Cotton", "summer", "Beach wear"]);
    expect(addKeywords([], "   ")).toEqual([]);
  });
  it("Enter and comma end a keyword", () => {
    expect(isKeywordSeparator("Enter")).toBe(true);
    expect(isKeywordSeparator(",")).toBe(true);
    expect(isKeywordSeparator("a")).toBe(false);
  });
});

describe("removeVariant (§4)", () => {
  const saved = { ...variant({ id: 5 }) };
  const unsaved = variant({ id: "tmp-9" });

  it("drops an unsaved variant", () => {
    expect(removeVariant([saved, unsaved], "tmp-9")).toEqual([saved]);
  });
  it("marks a saved variant _destroy and keeps it", () => {
    const result = removeVariant([saved, unsaved], 5);
    expect(result).toHaveLength(2);
    expect(result[0]).toEqual({ ...saved, _destroy: true });
    expect(result[1]).toBe(unsaved);
    expect(visibleVariants(result)).toEqual([unsaved]);
  });
});

describe("discount percentage (§5)", () => {
  it("is (price − discounted) / price × 100, or 0", () => {
    expect(discountPercentage(200, 150)).toBe(25);
    expect(discountPercentage(100, 100)).toBe(0);
    expect(discountPercentage(3, 2)).toBe(33.33);
    expect(discountPercentage(0, 0)).toBe(0);
    expect(discountPercentage(-5, 1)).toBe(0);
  });
});

describe("normaliseVariantPrices (§5 on submit)", () => {
  const retail = { product_type: "retail", is_inquiry: false } as const;
  it("keeps retail prices and computes the percentage", () => {
    expect(normaliseVariantPrices({ price: "100", discounted_price: "80", quantity: "7" }, retail)).toEqual({
      price: 100,
      discounted_price: 80,
      discount_percentage: 20,
      quantity: 7,
    });
  });
  it.each(["", "0", "-4", "abc"])("defaults the discounted price %j to the price", (discounted) => {
    expect(normaliseVariantPrices({ price: "50", discounted_price: discounted, quantity: "1" }, retail)).toMatchObject({
      discounted_price: 50,
      discount_percentage: 0,
    });
  });
  it("wholesale forces price and discounted price to 0 and quantity to 0", () => {
    expect(
      normaliseVariantPrices({ price: "100", discounted_price: "80", quantity: "7" }, { product_type: "wholesale", is_inquiry: false }),
    ).toEqual({
      price: 0,
      discounted_price: 0,
      discount_percentage: 0,
      quantity: 0,
    });
  });
  it("an inquiry product sends quantity 0 but keeps its prices", () => {
    expect(
      normaliseVariantPrices({ price: "100", discounted_price: "90", quantity: "7" }, { product_type: "retail", is_inquiry: true }),
    ).toEqual({
      price: 100,
      discounted_price: 90,
      discount_percentage: 10,
      quantity: 0,
    });
  });
});

describe("toProductPayload (§3, §5)", () => {
  it("lists categories, keywords, related products and tools merged, services and variants", () => {
    const payload = toProductPayload(
      form({
        keywords: ["summer", "cotton"],
        related_products: [
          { id: 1, name_en: "Hat" },
          { id: 2, name_en: "Belt" },
        ],
        related_tools: [
          { id: 9, name_en: "Iron" },
          { id: 2, name_en: "Belt" },
        ],
        related_services: [{ id: 4, name_en: "Tailoring" }],
        lead_days: "3",
      }),
    );
    expect(payload.product_categories_attributes).toEqual([{ category_id: 11 }]);
    expect(payload.product_keywords_attributes).toEqual([{ name: "summer" }, { name: "cotton" }]);
    expect(payload.product_related_products_attributes).toEqual([
      { related_product_id: 1 },
      { related_product_id: 2 },
      { related_product_id: 9 },
    ]);
    expect(payload.product_related_services_attributes).toEqual([{ related_service_id: 4 }]);
    expect(payload.lead_days).toBe(3);
    expect(payload.brand_id).toBe(3);
    expect(payload.variants_attributes).toHaveLength(1);
    expect(payload.variants_attributes[0]).not.toHaveProperty("id");
    expect(payload.variants_attributes[0]).toMatchObject({
      price: 100,
      discounted_price: 80,
      discount_percentage: 20,
      quantity: 7,
      moq: 2,
      sku: "SKU-1",
    });
  });

  it("sends no related items for a tool (the form hides them)", () => {
    const payload = toProductPayload(
      form({
        tool: true,
        related_products: [{ id: 1, name_en: "Hat" }],
        related_tools: [{ id: 9, name_en: "Iron" }],
        related_services: [{ id: 4, name_en: "Fix" }],
      }),
    );
    expect(payload.product_related_products_attributes).toEqual([]);
    expect(payload.product_related_services_attributes).toEqual([]);
  });

  it("wholesale: price and discounted price 0, quantity 0, tiers as numbers", () => {
    const payload = toProductPayload(
      form({
        product_type: "wholesale",
        variants: [
          variant({
            qty1range_from: "1",
            qty1range_to: "9",
            qty1range_price: "95.5",
            qty2range_from: "10",
            qty2range_to: "49",
            qty2range_price: "90",
            qty3range_from: "50",
            qty3range_to: "99",
            qty3range_price: "85",
          }),
        ],
      }),
    );
    expect(payload.variants_attributes[0]).toMatchObject({
      price: 0,
      discounted_price: 0,
      discount_percentage: 0,
      quantity: 0,
      qty1range_from: 1,
      qty1range_to: 9,
      qty1range_price: 95.5,
      qty3range_price: 85,
    });
  });

  it("retail sends no tiers", () => {
    const payload = toProductPayload(form({ variants: [variant({ qty1range_from: "5" })] }));
    expect(payload.variants_attributes[0]).toMatchObject({ qty1range_from: null, qty2range_price: null });
  });

  it("inquiry: quantity 0", () => {
    expect(toProductPayload(form({ is_inquiry: true })).variants_attributes[0]).toMatchObject({ quantity: 0, price: 100 });
  });

  it.each(["", "<p><br></p>", "<p></p>", "<p>&nbsp;</p>", "  ", "<p><br/></p>"])(
    "Arabic texts %j fall back to English, for the product and each variant",
    (empty) => {
      const payload = toProductPayload(
        form({
          name_ar: empty,
          description_ar: empty,
          benefits_ar: "<p>فوائد</p>",
          variants: [variant({ name_ar: empty, how_to_use_ar: empty, features_ar: "<p>ميزات</p>" })],
        }),
      );
      expect(payload.name_ar).toBe("Shirt");
      expect(payload.description_ar).toBe("<p>A shirt</p>");
      expect(payload.benefits_ar).toBe("<p>فوائد</p>");
      expect(payload.features_ar).toBe("<p>Buttons</p>");
      expect(payload.variants_attributes[0]).toMatchObject({
        name_ar: "Blue / M",
        how_to_use_ar: "<p>Wear it</p>",
        features_ar: "<p>ميزات</p>",
      });
    },
  );

  it("sends a removed saved variant as {id, _destroy} and leaves out a removed unsaved one", () => {
    const values = form({ variants: [variant({ id: 7 }), variant({ id: "tmp-2", sku: "B" })] });
    const removed = { ...values, variants: removeVariant(removeVariant(values.variants, 7), "tmp-2") };
    expect(toProductPayload(removed).variants_attributes).toEqual([{ id: 7, _destroy: true }]);
    const kept = toProductPayload(values).variants_attributes;
    expect(kept[0]).toMatchObject({ id: 7, sku: "SKU-1" });
    expect(kept[1]).not.toHaveProperty("id");
  });
});

describe("toProductFormValues: the read side → the form", () => {
  it("keeps related products and tools apart, keywords as names, numbers as text", () => {
    const product = {
      id: 3,
      status: "active",
      name_en: "Drill",
      name_ar: null,
      video: null,
      lead_days: 4,
      unit: "piece",
      brand_id: 2,
      shipment_rule_id: 1,
      tool: true,
      is_inquiry: false,
      is_bulk_order: true,
      pickup_allowed: false,
      product_type: "retail",
      categories: [{ id: 1, title_en: "Tools", country_name_en: "United Arab Emirates" }],
      keywords: [{ name: "drill" }],
      related_products: [{ id: 8, name_en: "Bits" }],
      related_tools: [{ id: 9, name_en: "Saw" }],
      related_services: [],
      variants: [
        { id: 40, name_en: "Default", price: 250, discounted_price: null, quantity: 3, moq: null, images: ["u"], qty1range_from: null },
      ],
    } as unknown as Product;
    const values = toProductFormValues(product);
    expect(values).toMatchObject({ name_ar: "", video: "", lead_days: "4", keywords: ["drill"], tool: true, is_bulk_order: true });
    expect(values.categories).toEqual([{ id: 1, title_en: "Tools" }]);
    expect(values.related_products).toEqual([{ id: 8, name_en: "Bits" }]);
    expect(values.related_tools).toEqual([{ id: 9, name_en: "Saw" }]);
    expect(values.variants[0]).toMatchObject({
      id: 40,
      price: "250",
      discounted_price: "",
      quantity: "3",
      moq: "",
      qty1range_from: "",
      images: ["u"],
    });
  });

  it("shows a discounted price equal to the price as no discount, and a real one as typed", () => {
    const base = { id: 1, name_en: "x", images: [] } as unknown as Product["variants"][number];
    expect(
      toProductFormValues({ variants: [{ ...base, price: 120, discounted_price: 120 }] } as unknown as Product).variants[0]
        .discounted_price,
    ).toBe("");
    expect(
      toProductFormValues({ variants: [{ ...base, price: 120, discounted_price: 99.5 }] } as unknown as Product).variants[0]
        .discounted_price,
    ).toBe("99.5");
  });
});

describe("categories of the store's country (§7)", () => {
  it("keeps the store country's categories and those without a country", async () => {
    const { categoriesForCountry } = await import("@/domain/product-rules");
    const categories = [
      { id: 1, title_en: "A", country_name_en: "United Arab Emirates" },
      { id: 2, title_en: "B", country_name_en: "Egypt" },
      { id: 3, title_en: "C" },
    ];
    expect(categoriesForCountry(categories, "united arab emirates").map((c) => c.id)).toEqual([1, 3]);
    expect(categoriesForCountry(categories, null).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe("productFormRouteFromPath", () => {
  it.each([
    ["/vendor/product/create", { mode: "create", id: null }],
    ["/vendor/product", { mode: "create", id: null }],
    ["/vendor/product/", { mode: "create", id: null }],
    ["/vendor/product/12", { mode: "view", id: "12" }],
    ["/vendor/product/12/view", { mode: "view", id: "12" }],
    ["/vendor/product/12/edit", { mode: "edit", id: "12" }],
    ["/vendor/product/12/edit/", { mode: "edit", id: "12" }],
    ["/vendor/product/12/remove", null],
    ["/vendor/product-catalog", null],
  ] as const)("%s → %o", async (path, expected) => {
    const { productFormRouteFromPath } = await import("@/domain/product-rules");
    expect(productFormRouteFromPath(path)).toEqual(expected);
  });
});

describe("catalogueStatusTone", () => {
  it("shows active products and services in green and anything else neutral", async () => {
    const { catalogueStatusTone } = await import("@/domain/product-tabs");
    expect(catalogueStatusTone("active")).toBe("success");
    expect(catalogueStatusTone("inactive")).toBe("default");
    expect(catalogueStatusTone("uncategorized")).toBe("default");
  });
});
