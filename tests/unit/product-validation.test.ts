import { describe, expect, it } from "vitest";
import { emptyProductFormValues, emptyVariant } from "@/domain/product-form-values";
import type { ProductFormValues, VariantFormValues } from "@/domain/products";
import { PRODUCT_MESSAGES, numberProblem, validateProductForm, variantsWithErrors } from "@/domain/product-validation";

function variant(overrides: Partial<VariantFormValues> = {}): VariantFormValues {
  return {
    ...emptyVariant("tmp-1"),
    name_en: "Blue",
    description_en: "<p>d</p>",
    benefits_en: "<p>b</p>",
    features_en: "<p>f</p>",
    how_to_use_en: "<p>h</p>",
    price: "10",
    quantity: "1",
    variation: "M",
    sku: "A",
    weight: "1 kg",
    featured_image: "https://cdn.test/f.png",
    images: ["https://cdn.test/i.png"],
    ...overrides,
  };
}

function form(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductFormValues(),
    name_en: "Shirt",
    description_en: "<p>d</p>",
    benefits_en: "<p>b</p>",
    features_en: "<p>f</p>",
    how_to_use_en: "<p>h</p>",
    brand_id: 1,
    categories: [{ id: 1, title_en: "C" }],
    variants: [variant()],
    ...overrides,
  };
}

const R = PRODUCT_MESSAGES.required;

describe("validateProductForm (document 2 §5)", () => {
  it("accepts a complete product", () => {
    expect(validateProductForm(form(), "create")).toEqual({ errors: {}, formError: null });
  });

  it("requires the English texts (an empty editor paragraph is empty), brand and a category", () => {
    const result = validateProductForm(
      form({
        name_en: " ",
        description_en: "<p><br></p>",
        benefits_en: "",
        features_en: "<p></p>",
        how_to_use_en: "",
        brand_id: null,
        categories: [],
      }),
      "edit",
    );
    expect(result.errors).toEqual({
      name_en: R,
      description_en: R,
      benefits_en: R,
      features_en: R,
      how_to_use_en: R,
      brand_id: R,
      categories: R,
    });
    expect(result.formError).toBe("products.messages.fillEmptyFields");
  });

  it("blocks a save without a variant, and a removed variant does not count", () => {
    expect(validateProductForm(form({ variants: [] }), "create").formError).toBe("products.messages.atLeastOneVariant");
    const removed = form({ variants: [variant({ id: 3, _destroy: true, sku: "" })] });
    const result = validateProductForm(removed, "edit");
    expect(result.formError).toBe("products.messages.atLeastOneVariant");
    expect(result.errors).toEqual({});
  });

  it("requires each variant's fields, and the images only on create", () => {
    const blank = { ...emptyVariant("tmp-2") };
    const onCreate = validateProductForm(form({ variants: [variant(), blank] }), "create").errors;
    for (const field of [
      "name_en",
      "description_en",
      "benefits_en",
      "features_en",
      "how_to_use_en",
      "quantity",
      "variation",
      "price",
      "sku",
      "weight",
      "featured_image",
      "images",
    ]) {
      expect(onCreate[`variants.1.${field}`], field).toBe(R);
    }
    expect(Object.keys(onCreate).some((path) => path.startsWith("variants.0."))).toBe(false);
    const onEdit = validateProductForm(form({ variants: [blank] }), "edit").errors;
    expect(onEdit["variants.0.featured_image"]).toBeUndefined();
    expect(onEdit["variants.0.images"]).toBeUndefined();
    expect(onEdit["variants.0.sku"]).toBe(R);
  });

  it("wholesale variants need no price, quantity or tiers; a begun tier says which of its fields is missing", () => {
    const untiered = validateProductForm(form({ product_type: "wholesale", variants: [variant({ price: "", quantity: "" })] }), "edit");
    expect(untiered.errors).toEqual({});
    expect(untiered.formError).toBeNull();

    const begun = validateProductForm(
      form({ product_type: "wholesale", variants: [variant({ qty1range_from: "10", qty2range_price: "4.5" })] }),
      "edit",
    ).errors;
    expect(begun).toEqual({
      "variants.0.qty1range_to": R,
      "variants.0.qty1range_price": R,
      "variants.0.qty2range_from": R,
      "variants.0.qty2range_to": R,
    });
  });

  it("tier bounds are whole numbers of at least 0, tier prices at least 0, and nothing more", () => {
    const tiers = {
      qty1range_from: "0",
      qty1range_to: "9",
      qty1range_price: "5",
      qty2range_from: "5",
      qty2range_to: "-20",
      qty2range_price: "4",
      qty3range_from: "30",
      qty3range_to: "25.5",
      qty3range_price: "-3",
    };
    const errors = validateProductForm(form({ product_type: "wholesale", variants: [variant(tiers)] }), "edit").errors;
    expect(errors).toEqual({
      "variants.0.qty2range_to": PRODUCT_MESSAGES.negative,
      "variants.0.qty3range_to": PRODUCT_MESSAGES.wholeNumber,
      "variants.0.qty3range_price": PRODUCT_MESSAGES.negative,
    });
    // Overlapping or reversed ranges: the spec sets no order, so none is refused.
    const unordered = validateProductForm(
      form({ product_type: "wholesale", variants: [variant({ ...tiers, qty2range_to: "3", qty3range_to: "1", qty3range_price: "3" })] }),
      "edit",
    ).errors;
    expect(unordered).toEqual({});
  });

  it("quantity and moq are whole numbers ≥ 0; price ≥ 0; the discount not above the price", () => {
    const errors = validateProductForm(form({ variants: [variant({ quantity: "1.5", moq: "-1", price: "-3" })] }), "edit").errors;
    expect(errors).toEqual({
      "variants.0.quantity": PRODUCT_MESSAGES.wholeNumber,
      "variants.0.moq": PRODUCT_MESSAGES.negative,
      "variants.0.price": PRODUCT_MESSAGES.negative,
    });
    expect(validateProductForm(form({ variants: [variant({ price: "10", discounted_price: "12" })] }), "edit").errors).toEqual({
      "variants.0.discounted_price": PRODUCT_MESSAGES.discountAbovePrice,
    });
  });

  it("an inquiry product's quantity is optional", () => {
    expect(validateProductForm(form({ is_inquiry: true, variants: [variant({ quantity: "" })] }), "edit").errors).toEqual({});
  });

  it("refuses a SKU used twice (case-insensitive), pointing at the second variant", () => {
    const errors = validateProductForm(form({ variants: [variant(), variant({ id: "tmp-2", sku: " a " })] }), "edit").errors;
    expect(errors).toEqual({ "variants.1.sku": PRODUCT_MESSAGES.duplicateSku });
    expect(variantsWithErrors(errors)).toEqual(new Set([1]));
  });
});

describe("numberProblem", () => {
  it.each([
    ["", "whole", true, R],
    ["", "whole", false, null],
    ["abc", "price", true, PRODUCT_MESSAGES.notNumber],
    ["1e3", "price", true, PRODUCT_MESSAGES.notNumber],
    ["-0.5", "price", true, PRODUCT_MESSAGES.negative],
    ["0", "whole", true, null],
    ["2.50", "price", true, null],
    [".5", "price", true, null],
    ["2.505", "price", true, PRODUCT_MESSAGES.priceStep],
    ["3.0", "whole", true, null],
    ["3.2", "whole", true, PRODUCT_MESSAGES.wholeNumber],
  ] as const)("%j (%s, required %s) → %s", (value, kind, required, expected) => {
    expect(numberProblem(value, kind, required)).toBe(expected);
  });
});
