import { http } from "msw";
import { db } from "../db";
import { DAY_MS } from "../random";
import { VENDOR, invalid, notFound, ok, vendor } from "../http-kit";
import type { Errors } from "./onboarding-checks";

/**
 * Reports and the platform setting (document 2 §7). Each report is generated in the background and
 * e-mailed to the seller; the answer's `data.message` says so. Dated reports need `start_date` and
 * `end_date` (YYYY-MM-DD, end not before start); Earning And Commission Per Order may not start
 * after today minus the platform's refund_time_limit (one day of slack: the seller's calendar day
 * may be ahead of the server's).
 */
type ReportSpec = { title: string; dated: boolean; refundLimited?: boolean; maxLimit?: number };

const REPORTS: Record<string, ReportSpec> = {
  total_sales: { title: "Total Sales", dated: true },
  out_of_stock_products: { title: "Out of Stock Products", dated: false },
  recent_orders: { title: "Recent Orders", dated: true },
  order_to_be_delivered: { title: "Order to be Delivered", dated: true },
  inventory: { title: "Inventory", dated: false },
  top_products_sold: { title: "Top Product Sold", dated: true, maxLimit: 100 },
  average_order_value: { title: "Average Order Value", dated: true },
  total_earning_invoice: { title: "Earning And Commission Per Order", dated: true, refundLimited: true },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function report(name: string, spec: ReportSpec) {
  return http.get(
    `${VENDOR}/${name}`,
    vendor(({ request, store, user }) => {
      const query = new URL(request.url).searchParams;
      const start = query.get("start_date");
      const end = query.get("end_date");
      const limitParam = query.get("limit");
      const errors: Errors = {};
      if (spec.dated) {
        if (!validDate(start)) (errors.start_date ??= []).push(start ? "is invalid" : "can't be blank");
        if (!validDate(end)) (errors.end_date ??= []).push(end ? "is invalid" : "can't be blank");
        if (validDate(start) && validDate(end) && end < start) (errors.end_date ??= []).push("can't be before start date");
        if (spec.refundLimited && validDate(start)) {
          const latest = new Date(db.now() - (db.state.platform.refund_time_limit - 1) * DAY_MS).toISOString().slice(0, 10);
          if (start > latest) (errors.start_date ??= []).push("is within the refund time limit");
        }
      }
      let limit: number | null = null;
      if (spec.maxLimit !== undefined && limitParam !== null) {
        limit = Number(limitParam);
        if (!Number.isInteger(limit) || limit < 1 || limit > spec.maxLimit)
          (errors.limit ??= []).push(`must be between 1 and ${spec.maxLimit}`);
      }
      const refused = invalid(errors);
      if (refused) return refused;
      db.state.reportRequests.push({
        store_id: store.id,
        report: name,
        start_date: spec.dated ? start : null,
        end_date: spec.dated ? end : null,
        limit,
      });
      db.changed(["reportRequests"]);
      const period = spec.dated ? ` from ${start} to ${end}` : "";
      return ok({ message: `${spec.title} report${period} is being generated and will be emailed to ${user.email}` });
    }),
  );
}

export const reportsHandlers = [
  ...Object.entries(REPORTS).map(([name, spec]) => report(name, spec)),
  http.get(
    `${VENDOR}/platforms/platform_id`,
    vendor(() => ok({ platform_id: db.state.platform.id })),
  ),
  http.get<{ id: string }>(
    `${VENDOR}/platforms/:id`,
    vendor<{ id: string }>(({ params }) => {
      const platform = db.state.platform;
      if (String(platform.id) !== params.id) return notFound("Platform");
      return ok(platform);
    }),
  ),
];
