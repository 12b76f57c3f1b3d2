import type { MockProduct } from "../seed/products-seed";

/**
 * `GET bulk_export` (document 2 §7): every product of the store as CSV, one row per variant, in
 * the columns the import reads (so an edited export can go back in as an update).
 */
const COLUMNS = [
  "product_id",
  "name_en",
  "name_ar",
  "description_en",
  "description_ar",
  "benefits_en",
  "features_en",
  "how_to_use_en",
  "brand_id",
  "category_ids",
  "keywords",
  "unit",
  "product_type",
  "lead_days",
  "country_of_origin",
  "is_inquiry",
  "variant_name_en",
  "variant_name_ar",
  "sku",
  "variation",
  "price",
  "discounted_price",
  "quantity",
  "moq",
  "weight",
  "upc_code",
  "qty1range_from",
  "qty1range_to",
  "qty1range_price",
  "qty2range_from",
  "qty2range_to",
  "qty2range_price",
  "qty3range_from",
  "qty3range_to",
  "qty3range_price",
  "featured_image_url",
  "image_urls",
  "status",
];

function field(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Only http(s) image addresses travel in the file (seeded inline images do not). */
const httpUrl = (url: string | null) => (url && /^https?:\/\//.test(url) ? url : "");

export function productsCsv(products: MockProduct[]): string {
  const rows = products.flatMap((product) =>
    product.variants.map((variant) => {
      const values: Record<string, unknown> = {
        ...product,
        ...Object.fromEntries(Object.entries(variant).filter(([key]) => /^qty\drange_/.test(key))),
        product_id: product.id,
        category_ids: product.category_ids.join("|"),
        keywords: product.keywords.join("|"),
        variant_name_en: variant.name_en,
        variant_name_ar: variant.name_ar,
        sku: variant.sku,
        variation: variant.variation,
        price: product.product_type === "wholesale" ? "" : variant.price,
        discounted_price: product.product_type === "wholesale" ? "" : variant.discounted_price,
        quantity: product.product_type === "wholesale" ? "" : variant.quantity,
        moq: variant.moq,
        weight: variant.weight,
        upc_code: variant.upc_code,
        featured_image_url: httpUrl(variant.featured_image),
        image_urls: variant.images.map(httpUrl).filter(Boolean).join("|"),
        brand_id: product.brand_id ?? "",
        is_inquiry: product.is_inquiry,
      };
      return COLUMNS.map((column) => field(values[column])).join(",");
    }),
  );
  return [COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
