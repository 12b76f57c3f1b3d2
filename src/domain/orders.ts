import { ORDER_STATUSES, ORDER_TAB_STATUSES, SERVICE_ITEM_STATUSES } from "@/config/contract";
import type { Store } from "./types";
import { canRejectOrder } from "./access";
import { readAmount } from "./money";

/** The stored store as the rules read it: only its flags matter. */
export type OrderRuleStore = Pick<Store, "can_manage_product" | "can_reject_order"> | null;

/** Order rules of document 1 §2.7, §2.8, §4.4, §4.5 and §5 (pure). */

/** Shipment (order) status values (§4.4). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Any status an order, a shipment or an item may carry. */
export type ItemStatus = OrderStatus | (typeof SERVICE_ITEM_STATUSES)[number];

/** The orders list tabs (§2.7), each counted by `GET orders/tabs`. */
export const ORDER_TABS = ["all", ...ORDER_TAB_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export type OrderListItem = {
  id: number;
  item_count: number;
  user_email: string;
  status: OrderStatus;
  total_price: number | string;
  discount: number | string;
};

export type OrderItem = {
  id: number;
  orderable_type: "Product" | "Service";
  name_en?: string | null;
  product_name_en?: string | null;
  variant_name_en?: string | null;
  brand_name_en?: string | null;
  sku?: string | null;
  status: ItemStatus;
  start_at?: string | null;
  end_at?: string | null;
  store_name_en?: string | null;
  price: number | string;
  quantity: number;
  featured_image?: string | null;
  featured_image_resized?: string | null;
};

export type OrderAddress = {
  first_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  contact_number?: string | null;
  contact_number_verified?: boolean | null;
};

export type OrderDetail = {
  id: number;
  created_at: string;
  currency: string;
  total_price: number | string | null;
  discount: number | string | null;
  coupon_code?: string | null;
  vat?: number | string | null;
  dues_paid?: boolean | null;
  payment_methods?: { cash_on_delivery?: boolean | null } | null;
  address?: OrderAddress | null;
  shipment?: { status: OrderStatus; line_items: OrderItem[] } | null;
  services?: OrderItem[] | null;
};

export type OrderTabCounts = Partial<Record<OrderTab, number>>;

const TERMINAL_RED: readonly string[] = ["cancelled", "rejected", "returned", "fully_returned", "return_rejected"];
const TERMINAL_ORANGE: readonly string[] = ["partially_returned", "return_requested"];

export function isServiceOnly(order: Pick<OrderDetail, "shipment">): boolean {
  return !order.shipment;
}

/**
 * The status the vendor moves: the shipment's for an order with a shipment, otherwise the
 * services' (they move together; the first one speaks for them).
 */
export function currentOrderStatus(order: Pick<OrderDetail, "shipment" | "services">): ItemStatus | null {
  if (order.shipment) return order.shipment.status;
  return order.services?.[0]?.status ?? null;
}

/**
 * Statuses the vendor may move an order to (§4.4), never including the current one.
 * Shipment: pending → processing (and rejected when the store has can_reject_order),
 * processing → shipped, shipped → delivered. Service-only: pending → processing,
 * processing → delivered. Anything else: none, and no control is shown.
 */
export function allowedNextStatuses(order: Pick<OrderDetail, "shipment" | "services">, store: OrderRuleStore): ItemStatus[] {
  const status = currentOrderStatus(order);
  if (isServiceOnly(order)) {
    if (status === "pending") return ["processing"];
    if (status === "processing") return ["delivered"];
    return [];
  }
  if (status === "pending") return canRejectOrder(store) ? ["processing", "rejected"] : ["processing"];
  if (status === "processing") return ["shipped"];
  if (status === "shipped") return ["delivered"];
  return [];
}

/** An update is sent only when the chosen status differs from the current one (§4.4). */
export function shouldSendStatusUpdate(current: string | null, chosen: string | null | undefined): boolean {
  return Boolean(chosen) && chosen !== current;
}

export type Tone = "default" | "success" | "warning" | "error" | "info";

/**
 * Colour of a status (§4.4): red for cancelled, rejected, returned, fully_returned and
 * return_rejected; orange for partially_returned and return_requested; delivered is green,
 * processing and shipped are in progress.
 */
export function statusTone(status: string | null | undefined): Tone {
  if (!status) return "default";
  if (TERMINAL_RED.includes(status)) return "error";
  if (TERMINAL_ORANGE.includes(status)) return "warning";
  if (status === "delivered") return "success";
  if (status === "processing" || status === "shipped") return "info";
  return "default";
}

export const PROGRESS_SEGMENTS = 4;
const PROGRESS_STEPS: Record<string, number> = { pending: 1, processing: 2, shipped: 3, delivered: 4 };

export type ProgressSegment = { filled: boolean; tone: "error" | "warning" | "success" | "info" };

/**
 * The four-segment progress bar (§4.4): pending fills 1, processing 2, shipped 3, delivered 4.
 * A red or orange status fills every segment in its colour.
 */
export function progressSegments(status: string | null | undefined): ProgressSegment[] {
  const tone = statusTone(status);
  const alert = tone === "error" || tone === "warning";
  const filled = alert ? PROGRESS_SEGMENTS : (PROGRESS_STEPS[status ?? ""] ?? 0);
  const fillTone: ProgressSegment["tone"] = alert ? tone : filled === PROGRESS_SEGMENTS ? "success" : "info";
  return Array.from({ length: PROGRESS_SEGMENTS }, (_, index) => ({ filled: index < filled, tone: fillTone }));
}

export function toAmount(value: number | string | null | undefined): number {
  const amount = typeof value === "number" ? value : Number(value ?? 0);
  return Number.isFinite(amount) ? amount : 0;
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== "";
}

/** An amount of a summary row is null when the server sent none or an unreadable one (shown as "—"). */
export type SummaryRow = { key: "subtotal" | "discount" | "total" | "vat"; amount: number | null } | { key: "couponCode"; text: string };

/**
 * The order summary (§2.8): Subtotal (the total price); Coupon Code when present; Discount when
 * it is not 0.0; Total (inclusive of VAT) = total price − discount; Estimated VAT when present.
 */
export function summaryRows(order: Pick<OrderDetail, "total_price" | "discount" | "coupon_code" | "vat">): SummaryRow[] {
  // Without a readable total price there is no subtotal or total to show: not a made-up 0.00.
  const total = readAmount(order.total_price);
  const discount = toAmount(order.discount);
  const rows: SummaryRow[] = [{ key: "subtotal", amount: total }];
  if (isPresent(order.coupon_code)) rows.push({ key: "couponCode", text: String(order.coupon_code).trim() });
  if (discount !== 0) rows.push({ key: "discount", amount: discount });
  rows.push({ key: "total", amount: total === null ? null : orderTotal(order) });
  if (isPresent(order.vat)) rows.push({ key: "vat", amount: readAmount(order.vat) });
  return rows;
}

/** Total (inclusive of VAT): total price minus discount, to the cent. */
export function orderTotal(order: Pick<OrderDetail, "total_price" | "discount">): number {
  return Math.round((toAmount(order.total_price) - toAmount(order.discount)) * 100) / 100;
}

/** "Cash On Delivery Transaction Completed" shows when dues are paid and the method is cash on delivery. */
export function cashOnDeliveryCompleted(order: Pick<OrderDetail, "dues_paid" | "payment_methods">): boolean {
  return order.dues_paid === true && order.payment_methods?.cash_on_delivery === true;
}

/** The Create Dispute button appears only for delivered items (§4.5). */
export function canCreateDispute(item: Pick<OrderItem, "status">): boolean {
  return item.status === "delivered";
}

export const DISPUTE_DESCRIPTION_MIN = 10;

/** A dispute description is valid from 10 characters (§5, "Must be 10 characters long"). */
export function isDisputeDescriptionValid(description: string): boolean {
  return description.trim().length >= DISPUTE_DESCRIPTION_MIN;
}

/** "1 unit", "2 units". */
export function quantityUnit(quantity: number): "unit" | "units" {
  return quantity === 1 ? "unit" : "units";
}

/** Name shown on an item card: product and variant for products, the name for services. */
export function itemDisplayName(item: OrderItem): string {
  if (item.orderable_type === "Service") return item.name_en ?? item.product_name_en ?? "";
  const parts = [item.product_name_en ?? item.name_en, item.variant_name_en].filter((part) => isPresent(part));
  return parts.join(" - ");
}

/** The resized image when present, else the original. */
export function itemImage(item: Pick<OrderItem, "featured_image" | "featured_image_resized">): string | null {
  return item.featured_image_resized || item.featured_image || null;
}
