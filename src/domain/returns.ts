/** Returns (refunds) as the API spells them (document 1 §3, §4.5) and their display rules (§2.9). */

/** The statuses the spec has seen; the server may send others. */
export const RETURN_STATUSES = ["requested", "approved", "completed", "rejected"] as const;
export type KnownReturnStatus = (typeof RETURN_STATUSES)[number];
export type ReturnStatus = KnownReturnStatus | (string & {});

/** `bank` and `wallet` are the methods seen; anything else is shown as sent. */
export type RefundMethod = "bank" | "wallet" | (string & {});

export type ReturnListItem = {
  id: number;
  order_id: number;
  product_name_en: string | null;
  line_item_name_en: string | null;
  item_type: string;
  status: ReturnStatus;
  created_at: string;
};

export type ReturnLineItem = {
  featured_image: string | null;
  featured_image_resized: string | null;
  brand_name_en: string | null;
  product_name_en: string | null;
  variant_name_en: string | null;
  service_name_en: string | null;
  sku: string | null;
  currency: string;
  sale_price: number | string | null;
  price: number | string | null;
  store_name_en: string | null;
};

export type ReturnDetail = {
  id: number;
  /** Sent by the mock and expected from the server; not in the spec's detail, so it may be missing. */
  order_id?: number | null;
  created_at: string;
  status: ReturnStatus;
  refund_method: RefundMethod | null;
  reason: string | null;
  address: { first_name: string | null; address1: string | null; contact_number: string | null } | null;
  line_item: ReturnLineItem;
};

/** An i18n key of the refund-method sentence and, for a completed return, the method it names. */
export type RefundMethodSentence = { key: string; method?: string };

export const REFUND_SENTENCE_KEYS = {
  bankThenWallet: "returns.refund.bankThenWallet",
  toWallet: "returns.refund.toWallet",
  refundedTo: "returns.refund.refundedTo",
} as const;

export const DEFAULT_REFUND_METHOD = "wallet";

function normalise(value: string | null | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

/**
 * The refund-method line of a return (document 1 §2.9), or null when it is hidden:
 * - rejected (and any status the spec does not describe): hidden;
 * - requested or approved: bank → the card-paid part goes to the bank and the rest to the wallet;
 *   any other method → the amount will be refunded to the wallet;
 * - completed: refunded to the method, defaulting to wallet.
 */
export function refundMethodSentence(status: ReturnStatus, method: RefundMethod | null | undefined): RefundMethodSentence | null {
  const state = normalise(status);
  const how = normalise(method);
  if (state === "requested" || state === "approved") {
    return { key: how === "bank" ? REFUND_SENTENCE_KEYS.bankThenWallet : REFUND_SENTENCE_KEYS.toWallet };
  }
  if (state === "completed") {
    return { key: REFUND_SENTENCE_KEYS.refundedTo, method: how || DEFAULT_REFUND_METHOD };
  }
  return null;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The price of a returned item: the sale price, with the original price (to strike through) only
 * when the sale price is lower. Without a sale price, the original price is the price shown.
 */
export function returnPrice(item: Pick<ReturnLineItem, "sale_price" | "price">): { current: number | null; original: number | null } {
  const sale = toNumber(item.sale_price);
  const price = toNumber(item.price);
  if (sale === null) return { current: price, original: null };
  return { current: sale, original: price !== null && sale < price ? price : null };
}

function present(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return text === "" ? null : text;
}

function joinNames(names: (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const name of names) {
    const text = present(name);
    if (text && !parts.includes(text)) parts.push(text);
  }
  return parts.join(" - ");
}

/** The list's Item Name: the product and the line item's own name (variant or service), without repeats. */
export function returnListItemName(item: Pick<ReturnListItem, "product_name_en" | "line_item_name_en">): string {
  return joinNames([item.product_name_en, item.line_item_name_en]);
}

/** The detail's item name: product and variant name, or the service name. */
export function returnLineItemName(item: Pick<ReturnLineItem, "product_name_en" | "variant_name_en" | "service_name_en">): string {
  if (present(item.product_name_en)) return joinNames([item.product_name_en, item.variant_name_en]);
  return present(item.service_name_en) ?? "";
}

/** The image to show: the resized version when present. */
export function returnItemImage(item: Pick<ReturnLineItem, "featured_image" | "featured_image_resized">): string | null {
  return present(item.featured_image_resized) ?? present(item.featured_image);
}

export type ReturnTone = "default" | "success" | "warning" | "error" | "info";

/** Chip colour of a return status. */
export function returnStatusTone(status: ReturnStatus): ReturnTone {
  switch (normalise(status)) {
    case "requested":
      return "warning";
    case "approved":
      return "info";
    case "completed":
      return "success";
    case "rejected":
      return "error";
    default:
      return "default";
  }
}

/** What a seller may decide about a return (issue 19 item 4). */
export type ReturnDecision = "approve" | "reject";

/** The status each decision leads to. */
export const DECISION_STATUS: Record<ReturnDecision, "approved" | "rejected"> = { approve: "approved", reject: "rejected" };

/** The decisions a return offers: approve and reject while it is requested, none afterwards (or for a status the spec does not know). */
export function returnDecisions(status: ReturnStatus | null | undefined): ReturnDecision[] {
  return normalise(status) === "requested" ? ["approve", "reject"] : [];
}

/** The status a decision gives the return. */
export function decisionStatus(decision: ReturnDecision): "approved" | "rejected" {
  return DECISION_STATUS[decision];
}

/**
 * The body of `PUT refunds/{id}` for a decision. The spec shows no body (document 1 §7.5): the app
 * assumes the Rails shape `{refund: {status}}` (docs/server-contract.md).
 */
export function decisionPayload(decision: ReturnDecision): { refund: { status: "approved" | "rejected" } } {
  return { refund: { status: decisionStatus(decision) } };
}
