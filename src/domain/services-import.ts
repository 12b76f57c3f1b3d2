import { importSpec, type ImportColumn, type ImportSpec } from "./bulk-import";
import { RICH_TEXT_SUBJECTS, type RichTextSubject } from "./products";
import { SERVICE_STATUSES } from "./services";

/** Each text of a service, English (required, as in the form) then Arabic, with its examples. */
function textColumns(examples: Record<"name" | RichTextSubject, [en: string, ar: string]>): ImportColumn[] {
  return (["name", ...RICH_TEXT_SUBJECTS] as const).flatMap((text) => [
    { name: `${text}_en`, kind: "text", required: true, example: examples[text][0] },
    { name: `${text}_ar`, kind: "text", example: examples[text][1] },
  ]);
}

/**
 * The columns of the services CSV (ours: the spec names no columns). One row per service, every
 * row a new service (the services import has no New/Existing choice, §2). The required columns
 * follow the service form's rules (§5); lists (categories, related items, images) are separated
 * by `|`.
 */
export const SERVICE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  ...textColumns({
    name: ["Home AC servicing", "صيانة المكيفات في المنزل"],
    description: ["A technician cleans and checks your air conditioner", ""],
    benefits: ["Cooler air and lower bills", ""],
    features: ["Filter cleaning and gas check", ""],
    how_to_use: ["Book a slot; we call before we come", ""],
  }),
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

export const SERVICE_IMPORT_SPEC: ImportSpec = importSpec("services", SERVICE_IMPORT_COLUMNS, [
  {},
  {
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
  },
]);
