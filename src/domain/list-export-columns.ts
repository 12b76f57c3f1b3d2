import { couponStatus, type Coupon } from "./coupons";
import type { Customer } from "./customers";
import type { Dispute } from "./disputes";
import { exportRecords, plainDateTime, type ExportCell, type ExportColumn } from "./list-export";
import { orderExportRecords } from "./order-export";
import type { OrderListItem } from "./orders";
import type { ProductListItem } from "./products";
import { returnListItemName, type ReturnListItem } from "./returns";

/**
 * The columns each list exports (issue 33 point 3): the columns the list shows, without Actions, in
 * the same order and under the same headers (`header` is the list's own i18n key). Statuses and
 * types are written as the list names them; dates as `YYYY-MM-DD HH:mm`; an image as its address.
 * Pure: the caller hands in the translation and the time a coupon's status is computed at.
 */

export const EXPORT_LISTS = ["orders", "products", "services", "coupons", "returns", "disputes", "customers"] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export type ExportTexts = {
  /** The interface language's text for a key, `fallback` when it has none (a status the app does not know). */
  t: (key: string, fallback?: string) => string;
  /** What "now" is for a coupon's status (active, expired, scheduled). */
  now: number;
};

type Spec<T> = { header: string; cell: (record: T, texts: ExportTexts) => ExportCell }[];

const named = (area: string, group: string, value: string | null | undefined, texts: ExportTexts) =>
  value ? texts.t(`${area}.${group}.${value}`, value) : "";

const catalogue = (area: "products" | "services"): Spec<ProductListItem> => [
  { header: `${area}.fields.image`, cell: (record) => record.featured_image ?? "" },
  { header: `${area}.fields.name`, cell: (record) => record.name_en },
  { header: `${area}.fields.status`, cell: (record, texts) => named(area, "statuses", record.status, texts) },
];

const coupons: Spec<Coupon> = [
  { header: "coupons.fields.number", cell: (record) => record.id },
  { header: "coupons.fields.code", cell: (record) => record.code },
  { header: "coupons.fields.createdOn", cell: (record) => plainDateTime(record.created_at) },
  { header: "coupons.fields.expiresOn", cell: (record) => plainDateTime(record.expiry) },
  { header: "coupons.fields.status", cell: (record, texts) => named("coupons", "statuses", couponStatus(record, texts.now), texts) },
];

const returns: Spec<ReturnListItem> = [
  { header: "returns.fields.returnId", cell: (record) => record.id },
  { header: "returns.fields.orderId", cell: (record) => record.order_id },
  { header: "returns.fields.itemName", cell: (record) => returnListItemName(record) },
  { header: "returns.fields.itemType", cell: (record, texts) => named("returns", "itemTypes", record.item_type, texts) },
  { header: "returns.fields.status", cell: (record, texts) => named("returns", "statuses", record.status, texts) },
  { header: "returns.fields.placedOn", cell: (record) => plainDateTime(record.created_at) },
];

const disputes: Spec<Dispute> = [
  { header: "disputes.fields.disputeId", cell: (record) => record.id },
  { header: "disputes.fields.orderId", cell: (record) => record.order_id },
  { header: "disputes.fields.createdAt", cell: (record) => plainDateTime(record.created_at) },
  { header: "disputes.fields.customer", cell: (record) => record.customer_name_en ?? "" },
  { header: "disputes.fields.status", cell: (record, texts) => named("disputes", "statuses", record.status, texts) },
  { header: "disputes.fields.store", cell: (record) => record.store_name_en ?? "" },
];

const customers: Spec<Customer> = [
  { header: "users.fields.firstName", cell: (record) => record.first_name_en ?? "" },
  { header: "users.fields.lastName", cell: (record) => record.last_name_en ?? "" },
  { header: "users.fields.email", cell: (record) => record.email },
];

function records<T extends { id: number | string }>(spec: Spec<T>, rows: readonly unknown[], texts: ExportTexts): ExportCell[][] {
  const columns: ExportColumn<T>[] = spec.map(({ header, cell }) => ({ header: texts.t(header), cell: (record) => cell(record, texts) }));
  return exportRecords(rows as readonly T[], columns);
}

/** The header row and one row per record of a list, in the interface language. */
export function listExportRecords(list: ExportList, rows: readonly unknown[], texts: ExportTexts): ExportCell[][] {
  switch (list) {
    case "orders":
      return orderExportRecords(rows as readonly OrderListItem[], {
        header: (column) => texts.t(`orders.fields.${column}`),
        status: (status) => named("orders", "statuses", status, texts),
      });
    case "products":
    case "services":
      return records(catalogue(list), rows, texts);
    case "coupons":
      return records(coupons, rows, texts);
    case "returns":
      return records(returns, rows, texts);
    case "disputes":
      return records(disputes, rows, texts);
    case "customers":
      return records(customers, rows, texts);
  }
}
