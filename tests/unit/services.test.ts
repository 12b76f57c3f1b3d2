import { describe, expect, it } from "vitest";
import {
  serviceFormRouteFromPath,
  serviceImageUrls,
  servicePrices,
  serviceTabQuery,
  toServiceFormValues,
  toServicePayload,
  type Service,
} from "@/domain/services";
import { SERVICE_MESSAGES, amountProblem, validateServiceForm } from "@/domain/service-validation";
import { previewImport } from "@/domain/bulk-import-check";
import { sampleCsv } from "@/domain/bulk-import-csv";
import { SERVICE_IMPORT_SPEC } from "@/domain/services-import";
import { validServiceForm } from "../support/form-values";

const form = validServiceForm;

describe("serviceFormRouteFromPath: /vendor/service/:id?/:state? (document 2 §2)", () => {
  it.each([
    ["/vendor/service/create", { mode: "create", id: null }],
    ["/vendor/service", { mode: "create", id: null }],
    ["/vendor/service/", { mode: "create", id: null }],
    ["/vendor/service/new/create", { mode: "create", id: null }],
    ["/vendor/service/0/create", { mode: "create", id: null }],
    ["/vendor/service/12/view", { mode: "view", id: "12" }],
    ["/vendor/service/12", { mode: "view", id: "12" }],
    ["/vendor/service/12/edit", { mode: "edit", id: "12" }],
  ] as const)("%s → %o", (path, expected) => {
    expect(serviceFormRouteFromPath(path)).toEqual(expected);
  });

  it.each([
    "/vendor/service/12/delete",
    "/vendor/service/abc/view",
    "/vendor/service/-1/edit",
    "/vendor/service/create/edit",
    "/vendor/service-catalog",
  ])("%s is not a service page", (path) => {
    expect(serviceFormRouteFromPath(path)).toBeNull();
  });
});

describe("catalogue tabs → query: the products' shape (§7)", () => {
  it("maps active and inactive to with_status, uncategorized to uncategorized=true", () => {
    expect(serviceTabQuery("active")).toEqual({ with_status: "active" });
    expect(serviceTabQuery("inactive")).toEqual({ with_status: "inactive" });
    expect(serviceTabQuery("uncategorized")).toEqual({ uncategorized: true });
  });
});

describe("the submit mapper (§5 service, §3 payload lists)", () => {
  it("sends the discounted price equal to the price when it is missing or 0, else as typed", () => {
    expect(servicePrices({ price: "150", discounted_price: "" })).toEqual({ price: 150, discounted_price: 150 });
    expect(servicePrices({ price: "150", discounted_price: "0" })).toEqual({ price: 150, discounted_price: 150 });
    expect(servicePrices({ price: "150", discounted_price: "0.00" })).toEqual({ price: 150, discounted_price: 150 });
    expect(servicePrices({ price: "150", discounted_price: "  " })).toEqual({ price: 150, discounted_price: 150 });
    expect(servicePrices({ price: "150", discounted_price: "99.5" })).toEqual({ price: 150, discounted_price: 99.5 });
    expect(toServicePayload(form({ price: "80.25", discounted_price: "" }))).toMatchObject({ price: 80.25, discounted_price: 80.25 });
  });

  it("falls back to the English text for every empty Arabic field, including an empty editor paragraph", () => {
    const payload = toServicePayload(
      form({ name_ar: "", description_ar: "<p><br></p>", benefits_ar: "<p>فوائد</p>", features_ar: "  ", how_to_use_ar: "<p>&nbsp;</p>" }),
    );
    expect(payload).toMatchObject({
      name_ar: "AC servicing",
      description_ar: "<p>We clean it</p>",
      benefits_ar: "<p>فوائد</p>",
      features_ar: "<p>Filter check</p>",
      how_to_use_ar: "<p>Book a slot</p>",
    });
  });

  it("lists categories, related products and tools together, related services, each once", () => {
    const payload = toServicePayload(
      form({
        categories: [
          { id: 103, title_en: "Home & Kitchen" },
          { id: 104, title_en: "Tools & Hardware" },
          { id: 103, title_en: "Home & Kitchen" },
        ],
        related_products: [{ id: 501, name_en: "Desk Lamp" }],
        related_tools: [
          { id: 520, name_en: "Cordless Drill" },
          { id: 501, name_en: "Desk Lamp" },
        ],
        related_services: [{ id: 902, name_en: "Gift wrapping" }],
      }),
    );
    expect(payload.service_categories_attributes).toEqual([{ category_id: 103 }, { category_id: 104 }]);
    expect(payload.service_related_products_attributes).toEqual([{ related_product_id: 501 }, { related_product_id: 520 }]);
    expect(payload.service_related_services_attributes).toEqual([{ related_service_id: 902 }]);
  });

  it("sends numbers, the unit time (or null), the stored images, and none of the form-only lists", () => {
    const payload = toServicePayload(form({ unit_time: "1.5", name_en: "  AC servicing  " }));
    expect(payload).toMatchObject({
      name_en: "AC servicing",
      unit_time: 1.5,
      featured_image: "https://cdn.test/f.png",
      images: ["https://cdn.test/1.png"],
    });
    expect(payload.featured_image_resized).toEqual({ medium: "https://cdn.test/f_250x250.png", small: "https://cdn.test/f_100x100.png" });
    expect(toServicePayload(form({ unit_time: "" })).unit_time).toBeNull();
    expect(payload).not.toHaveProperty("categories");
    expect(payload).not.toHaveProperty("related_tools");
  });
});

describe("read → form", () => {
  const service: Service = {
    id: 7,
    status: "active",
    name_en: "Tailoring",
    name_ar: "خياطة",
    description_en: "<p>d</p>",
    description_ar: "",
    benefits_en: "<p>b</p>",
    benefits_ar: "",
    features_en: "<p>f</p>",
    features_ar: "",
    how_to_use_en: "<p>h</p>",
    how_to_use_ar: "",
    price: 60,
    discounted_price: 50,
    unit_time: null,
    categories: [{ id: 101, title_en: "Clothing", country_name_en: "United Arab Emirates" }],
    featured_image: "https://cdn.test/f.png",
    featured_image_resized: { small: "https://cdn.test/s.png", medium: "https://cdn.test/m.png" },
    images: ["https://cdn.test/1.png"],
    related_products: [],
    related_services: [{ id: 902, name_en: "Gift wrapping" }],
    related_tools: [],
  };

  it("keeps numbers as text, categories as id and title, and round-trips to the same payload lists", () => {
    const values = toServiceFormValues(service);
    expect(values).toMatchObject({ price: "60", discounted_price: "50", unit_time: "", categories: [{ id: 101, title_en: "Clothing" }] });
    expect(toServicePayload(values).service_related_services_attributes).toEqual([{ related_service_id: 902 }]);
  });

  it("shows no discounted price when it equals the price (no discount), so a lower new price is not blocked by it", () => {
    const values = toServiceFormValues({ ...service, price: 250, discounted_price: 250 });
    expect(values.discounted_price).toBe("");
    expect(validateServiceForm({ ...values, price: "199.5" }).discounted_price).toBeUndefined();
    expect(toServicePayload({ ...values, price: "199.5" })).toMatchObject({ price: 199.5, discounted_price: 199.5 });
  });

  it("names every stored image URL, so the ones a save drops can be deleted", () => {
    expect(serviceImageUrls(toServiceFormValues(service))).toEqual([
      "https://cdn.test/f.png",
      "https://cdn.test/m.png",
      "https://cdn.test/s.png",
      "https://cdn.test/1.png",
    ]);
  });
});

describe("validation (§5 service)", () => {
  it("accepts a complete service", () => {
    expect(validateServiceForm(form())).toEqual({});
  });

  it("requires the English texts (an empty editor paragraph is empty), not the Arabic ones", () => {
    const errors = validateServiceForm(
      form({ name_en: " ", description_en: "<p><br></p>", benefits_en: "", features_en: "", how_to_use_en: "", name_ar: "" }),
    );
    expect(errors).toEqual({
      name_en: SERVICE_MESSAGES.required,
      description_en: SERVICE_MESSAGES.required,
      benefits_en: SERVICE_MESSAGES.required,
      features_en: SERVICE_MESSAGES.required,
      how_to_use_en: SERVICE_MESSAGES.required,
    });
  });

  it("requires a price that is not negative; discounted price and unit time may be empty but not negative", () => {
    expect(validateServiceForm(form({ price: "" })).price).toBe(SERVICE_MESSAGES.required);
    expect(validateServiceForm(form({ price: "-1" })).price).toBe(SERVICE_MESSAGES.negative);
    expect(validateServiceForm(form({ price: "0" })).price).toBeUndefined();
    expect(validateServiceForm(form({ discounted_price: "-0.5" })).discounted_price).toBe(SERVICE_MESSAGES.negative);
    expect(validateServiceForm(form({ unit_time: "-2" })).unit_time).toBe(SERVICE_MESSAGES.negative);
    expect(validateServiceForm(form({ discounted_price: "", unit_time: "" }))).toEqual({});
  });

  it("keeps prices to steps of 0.01, numbers only, a discount not above the price", () => {
    expect(validateServiceForm(form({ price: "10.005" })).price).toBe(SERVICE_MESSAGES.priceStep);
    expect(validateServiceForm(form({ price: "abc" })).price).toBe(SERVICE_MESSAGES.notNumber);
    expect(validateServiceForm(form({ discounted_price: "151" })).discounted_price).toBe(SERVICE_MESSAGES.discountAbovePrice);
    expect(validateServiceForm(form({ discounted_price: "150" })).discounted_price).toBeUndefined();
    expect(validateServiceForm(form({ unit_time: "1.125" })).unit_time).toBeUndefined();
    expect(amountProblem("1e3", { required: true, price: true })).toBe(SERVICE_MESSAGES.notNumber);
  });

  it("requires a category, the featured image and at least one image, with the spec's messages", () => {
    const errors = validateServiceForm(form({ categories: [], featured_image: null, images: [] }));
    expect(errors).toEqual({
      categories: SERVICE_MESSAGES.required,
      featured_image: SERVICE_MESSAGES.featuredImage,
      images: SERVICE_MESSAGES.images,
    });
  });
});

describe("the services CSV (bulk import preview)", () => {
  it("its own sample passes its own check", () => {
    expect(previewImport(sampleCsv(SERVICE_IMPORT_SPEC), SERVICE_IMPORT_SPEC)).toEqual({ rowCount: 2, issues: [], rowsWithErrors: 0 });
  });

  it("reports missing required cells, negative prices and bad ids by row and column", () => {
    const header = SERVICE_IMPORT_SPEC.columns.map((column) => column.name);
    const row = (values: Record<string, string>) =>
      header.map((name) => values[name] ?? SERVICE_IMPORT_SPEC.columns.find((column) => column.name === name)!.example).join(",");
    const text = [header.join(","), row({ name_en: "" }), row({ price: "-5", category_ids: "x" })].join("\n");
    const { issues, rowsWithErrors } = previewImport(text, SERVICE_IMPORT_SPEC);
    expect(issues.map(({ row: at, column, code }) => [at, column, code])).toEqual([
      [2, "name_en", "required"],
      [3, "price", "negative"],
      [3, "category_ids", "notId"],
    ]);
    expect(rowsWithErrors).toBe(2);
    expect(SERVICE_IMPORT_SPEC.dataType).toBe("services");
  });
});
