import type { ImportColumn, ImportSpec } from "./bulk-import";
import { SERVICE_STATUSES } from "./services";

/**
 * The columns of the services CSV (ours: the spec names no columns). One row per service, every
 * row a new service (the services import has no New/Existing choice, §2). The required columns
 * follow the service form's rules (§5); lists (categories, related items, images) are separated
 * by `|`.
 */
export const SERVICE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: "name_en", kind: "text", required: true, example: "Home AC servicing" },
  { name: "name_ar", kind: "text", example: "صيانة المكيفات في المنزل" },
  { name: "description_en", kind: "text", required: true, example: "A technician cleans and checks your air conditioner" },
  { name: "description_ar", kind: "text", example: "" },
  { name: "benefits_en", kind: "text", required: true, example: "Cooler air and lower bills" },
  { name: "benefits_ar", kind: "text", example: "" },
  { name: "features_en", kind: "text", required: true, example: "Filter cleaning and gas check" },
  { name: "features_ar", kind: "text", example: "" },
  { name: "how_to_use_en", kind: "text", required: true, example: "Book a slot; we call before we come" },
  { name: "how_to_use_ar", kind: "text", example: "" },
  { name: "price", kind: "price", required: true, example: "150" },
  { name: "discounted_price", kind: "price", example: "120" },
  { name: "unit_time", kind: "price", example: "1.5" },
  { name: "category_ids", kind: "idList", required: true, example: "3" },
  { name: "related_product_ids", kind: "idList", example: "" },
  { name: "related_service_ids", kind: "idList", example: "" },
  { name: "featured_image_url", kind: "url", required: true, example: "https://example.com/images/ac-service.png" },
  {
    name: "image_urls",
    kind: "urlList",
    required: true,
    example: "https://example.com/images/ac-1.png|https://example.com/images/ac-2.png",
  },
  { name: "status", kind: "choice", choices: SERVICE_STATUSES, example: "active" },
];

const sampleRow = (overrides: Record<string, string>) => SERVICE_IMPORT_COLUMNS.map((column) => overrides[column.name] ?? column.example);

export const SERVICE_IMPORT_SPEC: ImportSpec = {
  dataType: "services",
  columns: SERVICE_IMPORT_COLUMNS,
  sampleRows: [
    sampleRow({}),
    sampleRow({
      name_en: "Gift wrapping",
      name_ar: "تغليف الهدايا",
      description_en: "Your order wrapped with a card",
      benefits_en: "Ready to give",
      features_en: "Recycled paper, ribbon",
      how_to_use_en: "Add it to an order",
      price: "15",
      discounted_price: "",
      unit_time: "",
      category_ids: "3|5",
      featured_image_url: "https://example.com/images/gift.png",
      image_urls: "https://example.com/images/gift-1.png",
    }),
  ],
};
