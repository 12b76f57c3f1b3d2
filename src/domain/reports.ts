import { REPORT_RANGE_DAYS, TOP_PRODUCTS_LIMIT } from "@/config/constants";

/**
 * The eight fixed reports (document 2 §2 "Reports", §5 "Report date range", §7, §9). Pure: "today"
 * is always given, as a calendar date `YYYY-MM-DD` (the seller's own day, read by the caller).
 */
export const REPORT_IDS = [
  "total_sales",
  "out_of_stock_products",
  "recent_orders",
  "order_to_be_delivered",
  "inventory",
  "top_products_sold",
  "average_order_value",
  "total_earning_invoice",
] as const;

export type ReportId = (typeof REPORT_IDS)[number];

/**
 * How a report's dates are chosen: none (a snapshot of now), the default range (today to 7 days
 * ahead), or the refund-limited range of Earning And Commission Per Order.
 */
export type ReportRangeKind = "none" | "default" | "refund";

export type ReportDefinition = { id: ReportId; range: ReportRangeKind; limit?: number };

export const REPORTS: readonly ReportDefinition[] = [
  { id: "total_sales", range: "default" },
  { id: "out_of_stock_products", range: "none" },
  { id: "recent_orders", range: "default" },
  { id: "order_to_be_delivered", range: "default" },
  { id: "inventory", range: "none" },
  { id: "top_products_sold", range: "default", limit: TOP_PRODUCTS_LIMIT },
  { id: "average_order_value", range: "default" },
  { id: "total_earning_invoice", range: "refund" },
];

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

export type ReportRange = {
  start: CalendarDate;
  end: CalendarDate;
  /** The latest date the range may start on (refund-limited report only). */
  maxStart?: CalendarDate;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: CalendarDate): number {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date: "${date}"`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== date) throw new Error(`Not a calendar date: "${date}"`);
  return time;
}

/** `date` moved by `days` calendar days (negative: back), across months and leap years. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The longest refund_time_limit taken as given (100 years); a longer one is read as this. */
export const MAX_REFUND_TIME_LIMIT_DAYS = 36_500;

/**
 * A report's default range (§5). Earning And Commission Per Order: the latest selectable start is
 * today minus the platform's refund_time_limit days (earlier orders can no longer be refunded),
 * and the default range runs from that date to 7 days after it. Every other dated report: today
 * to 7 days ahead. Reports without dates have no range (null).
 */
export function defaultReportRange(kind: ReportRangeKind, today: CalendarDate, refundTimeLimitDays = 0): ReportRange | null {
  if (kind === "none") return null;
  if (kind === "refund") {
    // An unreadable or absurd setting ("abc", -3, Infinity, 1e12) must not throw on a date out of range.
    const days = Number(refundTimeLimitDays);
    const limit = Number.isFinite(days) ? Math.min(MAX_REFUND_TIME_LIMIT_DAYS, Math.max(0, Math.floor(days))) : 0;
    const maxStart = addDays(today, -limit);
    return { start: maxStart, end: addDays(maxStart, REPORT_RANGE_DAYS), maxStart };
  }
  return { start: today, end: addDays(today, REPORT_RANGE_DAYS) };
}

export type RangeProblem = "missing" | "endBeforeStart" | "startAfterLimit";

/** Why a chosen range cannot be sent, or null when it can. */
export function rangeProblem(range: {
  start: CalendarDate | null;
  end: CalendarDate | null;
  maxStart?: CalendarDate;
}): RangeProblem | null {
  if (!range.start || !range.end || !DATE.test(range.start) || !DATE.test(range.end)) return "missing";
  if (range.end < range.start) return "endBeforeStart";
  if (range.maxStart && range.start > range.maxStart) return "startAfterLimit";
  return null;
}

/** The query a report is generated with: its dates where it has a range, and its limit. */
export function reportQuery(report: ReportDefinition, range: Pick<ReportRange, "start" | "end"> | null): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (report.range !== "none" && range) {
    query.start_date = range.start;
    query.end_date = range.end;
  }
  if (report.limit !== undefined) query.limit = report.limit;
  return query;
}
