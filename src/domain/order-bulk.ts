import { canRejectOrder } from "./access";
import { bulkTone, outcomesWith, type BulkTone } from "./bulk-run";
import {
  allowedNextStatuses,
  currentOrderStatus,
  isServiceOnly,
  type ItemStatus,
  type OrderDetail,
  type OrderRuleStore,
  type OrderStatus,
} from "./orders";

/**
 * Orders in bulk (issue 19 item 1): which selected orders one chosen status applies to, by the
 * single order's rules of document 1 §4.4 applied per order, and the summary shown at the end.
 * Pure.
 */

type RuleOrder = Pick<OrderDetail, "shipment" | "services">;

/**
 * The statuses the bulk action offers: every status some order may be moved to (§4.4), with
 * rejected only when the store has can_reject_order. Whether each selected order may take it is
 * decided per order (`bulkStatusDecision`).
 */
export function bulkTargetStatuses(store: OrderRuleStore): ItemStatus[] {
  return canRejectOrder(store) ? ["processing", "shipped", "delivered", "rejected"] : ["processing", "shipped", "delivered"];
}

/**
 * Why an order was left out: it already has the status; rejecting needs can_reject_order; a
 * service-only order moves only pending → processing → delivered; any other move is not allowed;
 * the order shows no status at all.
 */
export type BulkSkipReason = "alreadyInStatus" | "cannotReject" | "serviceOnly" | "notAllowed" | "noStatus";

export type BulkDecision = { send: true; from: ItemStatus } | { send: false; from: ItemStatus | null; reason: BulkSkipReason };

/** The moves of an order with a shipment (§4.4) for a store that may reject: to tell a service-only refusal apart. */
const SHIPMENT_ORDER_WITH_REJECT = { can_manage_product: true, can_reject_order: true } as const;

/** Whether `target` is sent for one order (a `PUT orders/{id}` only for an allowed move), and why not. */
export function bulkStatusDecision(order: RuleOrder, target: ItemStatus, store: OrderRuleStore): BulkDecision {
  const from = currentOrderStatus(order);
  if (!from) return { send: false, from, reason: "noStatus" };
  if (from === target) return { send: false, from, reason: "alreadyInStatus" };
  if (allowedNextStatuses(order, store).includes(target)) return { send: true, from };
  if (isServiceOnly(order)) {
    // A move an order with a shipment could make: refused because this order has none.
    const asShipment = allowedNextStatuses({ shipment: { status: from as OrderStatus, line_items: [] } }, SHIPMENT_ORDER_WITH_REJECT);
    return { send: false, from, reason: asShipment.includes(target) ? "serviceOnly" : "notAllowed" };
  }
  if (target === "rejected" && from === "pending") return { send: false, from, reason: "cannotReject" };
  return { send: false, from, reason: "notAllowed" };
}

/** What happened to one selected order. `message` of a failure is the server's (or the app's fallback). */
export type BulkOutcome =
  | { id: number; result: "changed"; from: ItemStatus | null; to: ItemStatus }
  | { id: number; result: "skipped"; from: ItemStatus | null; reason: BulkSkipReason }
  | { id: number; result: "failed"; message: string };

export type BulkSummary = {
  target: ItemStatus;
  /** Orders the bulk action was asked for. */
  total: number;
  changed: Extract<BulkOutcome, { result: "changed" }>[];
  skipped: Extract<BulkOutcome, { result: "skipped" }>[];
  failed: Extract<BulkOutcome, { result: "failed" }>[];
  tone: BulkTone;
};

/** The end-of-run summary: how many changed, which were skipped and why, which failed and the server's message; in the order selected. */
export function summariseBulkStatus(target: ItemStatus, outcomes: readonly BulkOutcome[]): BulkSummary {
  const changed = outcomesWith(outcomes, "changed");
  const failed = outcomesWith(outcomes, "failed");
  const tone = bulkTone(changed.length, failed.length, outcomes.length);
  return { target, total: outcomes.length, changed, skipped: outcomesWith(outcomes, "skipped"), failed, tone };
}
