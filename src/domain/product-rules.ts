import type { VariantFormValues } from "./products";

/**
 * Small product rules of document 2 (§2, §4, §7, §9): form mode from the route, shipment rule
 * kinds, keywords, variant removal and the store country's categories. Pure.
 */

// ---------------------------------------------------------------------------------------------
// Form mode from the route (`/vendor/product/:id?/:state?`, §2)

export type ProductFormMode = "create" | "edit" | "view";
export type ProductFormRoute = { mode: "create"; id: null } | { mode: "edit" | "view"; id: string };

/**
 * The form's mode from the route's `id` and `state`: no id or `create` creates; a product id with
 * `view` (or no state) shows it, with `edit` edits it. Anything else is not a product page (null).
 */
export function productFormMode(id: string | undefined, state: string | undefined): ProductFormRoute | null {
  const rawId = id?.trim() ?? "";
  const rawState = state?.trim().toLowerCase() ?? "";
  if (rawId === "" || rawId.toLowerCase() === "create") {
    return rawState === "" || rawState === "create" ? { mode: "create", id: null } : null;
  }
  if (!/^\d+$/.test(rawId) || Number(rawId) <= 0) return null;
  if (rawState === "" || rawState === "view") return { mode: "view", id: rawId };
  if (rawState === "edit") return { mode: "edit", id: rawId };
  return null;
}

/** Edit needs the store's can_manage_product; without it an edit route shows the product (§6). */
export function effectiveFormMode(mode: ProductFormMode, canManage: boolean): ProductFormMode {
  return mode === "edit" && !canManage ? "view" : mode;
}

/** Add Variant + shows only outside view mode and when the store can manage products (§2). */
export function canAddVariant(mode: ProductFormMode, canManage: boolean): boolean {
  return mode !== "view" && canManage;
}

// ---------------------------------------------------------------------------------------------
// Shipment rules (§9)

export const SHIPMENT_RULE_KINDS = ["freeOver99", "freeOver3000", "includedInPrice", "weightBased"] as const;
export type ShipmentRuleKind = (typeof SHIPMENT_RULE_KINDS)[number];

const SHIPMENT_RULE_BY_NAME: Record<string, ShipmentRuleKind> = {
  shipment_rule_1: "freeOver99",
  shipment_rule_2: "freeOver3000",
  shipment_rule_3: "includedInPrice",
};

/** Which of the four choices a rule is, by its name: any other name is weight-based shipping. */
export function shipmentRuleKind(name: string | null | undefined): ShipmentRuleKind {
  return SHIPMENT_RULE_BY_NAME[(name ?? "").trim().toLowerCase()] ?? "weightBased";
}

// ---------------------------------------------------------------------------------------------
// Keywords: added by Enter or comma (§2)

/**
 * Adds the keywords typed in `input` (split at commas) to `existing`: trimmed, blanks dropped,
 * no duplicates (case-insensitive), the existing order kept.
 */
export function addKeywords(existing: readonly string[], input: string): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((keyword) => keyword.toLowerCase()));
  for (const part of input.split(",")) {
    const keyword = part.trim().replace(/\s+/g, " ");
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    result.push(keyword);
  }
  return result;
}

/** True when a key press ends a keyword. */
export function isKeywordSeparator(key: string): boolean {
  return key === "Enter" || key === ",";
}

// ---------------------------------------------------------------------------------------------
// Variants

export function isTemporaryVariantId(id: number | string): id is string {
  return typeof id === "string";
}

/** The variants the seller sees: those not marked for removal. */
export function visibleVariants<T extends { _destroy?: boolean }>(variants: readonly T[]): T[] {
  return variants.filter((variant) => !variant._destroy);
}

/**
 * Removes a variant (§4): an unsaved one (temporary string id) is dropped, a saved one is kept
 * and marked `_destroy` so the update deletes it.
 */
export function removeVariant<T extends { id: number | string; _destroy?: boolean }>(variants: readonly T[], id: number | string): T[] {
  if (isTemporaryVariantId(id)) return variants.filter((variant) => variant.id !== id);
  return variants.map((variant) => (variant.id === id ? { ...variant, _destroy: true } : variant));
}

/** The stored image URLs of the variants not marked for removal (featured, its resized versions, the gallery). */
export function productImageUrls<I>(variants: readonly VariantFormValues<I>[]): string[] {
  return visibleVariants(variants).flatMap((variant) =>
    [variant.featured_image, variant.featured_image_resized?.medium, variant.featured_image_resized?.small, ...variant.images].filter(
      (url): url is string => typeof url === "string" && url !== "",
    ),
  );
}

/** URLs the record held that the saved values no longer hold: to delete once the save succeeded (§4). */
export function removedImageUrls(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return [...new Set(before)].filter((url) => !kept.has(url));
}

/** The categories a store may use: those of its country (§7, "filtered to the store country"). */
export function categoriesForCountry<C extends { country_name_en?: string | null }>(
  categories: readonly C[],
  countryName: string | null | undefined,
): C[] {
  const wanted = countryName?.trim().toLowerCase();
  if (!wanted) return [...categories];
  return categories.filter((category) => !category.country_name_en || category.country_name_en.trim().toLowerCase() === wanted);
}

/** The form's route from the address: the segments after `/vendor/product/` (`12/edit`, `create`, none). */
export function productFormRouteFromPath(pathname: string): ProductFormRoute | null {
  const match = /\/product(?:\/([^/]*))?(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return null;
  return productFormMode(match[1] ? decodeURIComponent(match[1]) : undefined, match[2] ? decodeURIComponent(match[2]) : undefined);
}
