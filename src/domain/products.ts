import type { ProductStatus } from "./product-tabs";
import type { ResizedImages } from "./types";

/**
 * Product types and constants of document 2 (§3 product and variant, §9): units, product types,
 * wholesale tiers, the rich-text subjects and the shapes the server and the form hold. The rules
 * live beside it: product-rules.ts, product-form-values.ts (read → form), product-payload.ts
 * (form → submit body).
 */

export const PRODUCT_UNITS = ["none", "piece", "carton", "sqm", "weight"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRODUCT_TYPES = ["retail", "wholesale"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Wholesale variants carry three quantity-range tiers (§9). */
export const WHOLESALE_TIERS = [1, 2, 3] as const;
export type TierField = `qty${1 | 2 | 3}range_${"from" | "to" | "price"}`;
export const TIER_FIELDS = WHOLESALE_TIERS.flatMap((tier) =>
  (["from", "to", "price"] as const).map((part) => `qty${tier}range_${part}` as TierField),
);

/** The four rich-text subjects, each in English and Arabic (§3). */
export const RICH_TEXT_SUBJECTS = ["description", "benefits", "features", "how_to_use"] as const;
export type RichTextSubject = (typeof RICH_TEXT_SUBJECTS)[number];

export type NamedRef = { id: number; name_en: string };
export type CategoryRef = { id: number; title_en: string; country_name_en?: string };
export type ShipmentRule = { id: number; name: string };

export type ProductListItem = {
  id: number;
  name_en: string;
  status: ProductStatus;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
};

type Bilingual<K extends string> = { [P in `${K}_en` | `${K}_ar`]: string };
export type ProductTexts = Bilingual<"name" | RichTextSubject>;

export type Variant = ProductTexts & {
  id: number;
  price: number | null;
  discounted_price: number | null;
  discount_percentage: number | null;
  quantity: number | null;
  moq: number | null;
  variation: string;
  sku: string;
  upc_code: string | null;
  weight: string;
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
  images: string[];
} & { [K in TierField]: number | null };

/** A product as `GET products/{id}` answers (§3, read side). */
export type Product = ProductTexts & {
  id: number;
  status: ProductStatus;
  video: string | null;
  country_of_origin: string | null;
  lead_days: number | null;
  unit: ProductUnit;
  brand_id: number | null;
  brand_name_en?: string | null;
  shipment_rule_id: number | null;
  shipment_rule_name?: string | null;
  tool: boolean;
  is_inquiry: boolean;
  is_bulk_order: boolean;
  pickup_allowed: boolean;
  product_type: ProductType;
  categories: CategoryRef[];
  keywords: { name: string }[];
  related_products: NamedRef[];
  related_tools: NamedRef[];
  related_services: NamedRef[];
  variants: Variant[];
  featured_image?: string | null;
  featured_image_resized?: ResizedImages | null;
};

/**
 * A variant as the form holds it: numbers as typed; a new one has a temporary string id (§3).
 * `I` is how an image is held: a stored URL, or (in the form, before the save uploads it) a file.
 */
export type VariantFormValues<I = string> = ProductTexts & {
  id: number | string;
  price: string;
  discounted_price: string;
  quantity: string;
  moq: string;
  variation: string;
  sku: string;
  upc_code: string;
  weight: string;
  featured_image: I | null;
  featured_image_resized: ResizedImages | null;
  images: I[];
  _destroy?: boolean;
} & { [K in TierField]: string };

export type ProductFormValues<I = string> = ProductTexts & {
  video: string;
  country_of_origin: string;
  lead_days: string;
  unit: ProductUnit;
  brand_id: number | null;
  shipment_rule_id: number | null;
  categories: CategoryRef[];
  keywords: string[];
  tool: boolean;
  is_inquiry: boolean;
  is_bulk_order: boolean;
  pickup_allowed: boolean;
  product_type: ProductType;
  related_products: NamedRef[];
  related_tools: NamedRef[];
  related_services: NamedRef[];
  variants: VariantFormValues<I>[];
};
