import { importSpec, type ImportColumn, type ImportSpec } from "./bulk-import";
import { PRODUCT_STATUSES } from "./product-tabs";
import { PRODUCT_TYPES, PRODUCT_UNITS } from "./products";

/**
 * The columns of the products CSV (ours: the spec names no columns). One row per variant; rows of
 * the same product repeat its product columns. `product_id` identifies the product to update
 * (import type "update"); lists (categories, keywords, images) are separated by `|`.
 */
const wholesale = (row: Record<string, string>) => row.product_type?.toLowerCase() === "wholesale";
const retail = (row: Record<string, string>) => !wholesale(row);
const isInquiry = (row: Record<string, string>) => ["true", "1", "yes"].includes((row.is_inquiry ?? "").toLowerCase());
const creating = (_row: Record<string, string>, importType: string | undefined) => importType !== "update";

const tierColumns: ImportColumn[] = [1, 2, 3].flatMap((tier) => [
  { name: `qty${tier}range_from`, kind: "wholeNumber", required: wholesale, example: "" },
  { name: `qty${tier}range_to`, kind: "wholeNumber", required: wholesale, example: "" },
  { name: `qty${tier}range_price`, kind: "price", required: wholesale, example: "" },
]);

export const PRODUCT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: "product_id", kind: "id", required: (_row, importType) => importType === "update", example: "" },
  { name: "name_en", kind: "text", required: creating, example: "Cotton T-Shirt" },
  { name: "name_ar", kind: "text", example: "قميص قطني" },
  { name: "description_en", kind: "text", required: creating, example: "Soft cotton tee" },
  { name: "description_ar", kind: "text", example: "" },
  { name: "benefits_en", kind: "text", required: creating, example: "Breathable" },
  { name: "features_en", kind: "text", required: creating, example: "100% cotton" },
  { name: "how_to_use_en", kind: "text", required: creating, example: "Machine wash cold" },
  { name: "brand_id", kind: "id", required: creating, example: "1" },
  { name: "category_ids", kind: "idList", required: creating, example: "1|2" },
  { name: "keywords", kind: "text", example: "cotton|summer" },
  { name: "unit", kind: "choice", choices: PRODUCT_UNITS, example: "piece" },
  { name: "product_type", kind: "choice", choices: PRODUCT_TYPES, example: "retail" },
  { name: "lead_days", kind: "wholeNumber", example: "3" },
  { name: "country_of_origin", kind: "text", example: "United Arab Emirates" },
  { name: "is_inquiry", kind: "boolean", example: "false" },
  { name: "variant_name_en", kind: "text", required: creating, example: "White / M" },
  { name: "variant_name_ar", kind: "text", example: "" },
  { name: "sku", kind: "text", required: true, example: "TS-WHT-M" },
  { name: "variation", kind: "text", required: creating, example: "Size M" },
  { name: "price", kind: "price", required: (row, type) => creating(row, type) && retail(row), example: "49.90" },
  { name: "discounted_price", kind: "price", example: "39.90" },
  { name: "quantity", kind: "wholeNumber", required: (row, type) => creating(row, type) && retail(row) && !isInquiry(row), example: "120" },
  { name: "moq", kind: "wholeNumber", example: "1" },
  { name: "weight", kind: "text", required: creating, example: "0.2 kg" },
  { name: "upc_code", kind: "text", example: "012345678905" },
  ...tierColumns,
  { name: "featured_image_url", kind: "url", example: "https://example.com/images/tshirt.png" },
  { name: "image_urls", kind: "urlList", example: "https://example.com/images/tshirt-1.png|https://example.com/images/tshirt-2.png" },
  { name: "status", kind: "choice", choices: PRODUCT_STATUSES, example: "active" },
];

export const PRODUCT_IMPORT_SPEC: ImportSpec = importSpec("products", PRODUCT_IMPORT_COLUMNS, [
  {},
  { variant_name_en: "Black / L", sku: "TS-BLK-L", variation: "Size L", discounted_price: "" },
  {
    name_en: "Office Paper A4, 80 gsm",
    name_ar: "",
    description_en: "Bright white copy paper",
    benefits_en: "Jam-free",
    features_en: "500 sheets a ream",
    how_to_use_en: "For laser and inkjet printers",
    category_ids: "3",
    keywords: "paper|office",
    unit: "carton",
    product_type: "wholesale",
    variant_name_en: "Carton of 5 reams",
    sku: "PAPER-A4-5",
    variation: "5 reams",
    price: "",
    discounted_price: "",
    quantity: "",
    weight: "12.5 kg",
    upc_code: "",
    qty1range_from: "1",
    qty1range_to: "9",
    qty1range_price: "95",
    qty2range_from: "10",
    qty2range_to: "49",
    qty2range_price: "89",
    qty3range_from: "50",
    qty3range_to: "500",
    qty3range_price: "82",
    image_urls: "https://example.com/images/paper.png",
    featured_image_url: "https://example.com/images/paper.png",
  },
]);
