import type { HardeningRoute } from "./routes-from-registry";

export type { HardeningRoute };

/**
 * The route table, generated from the registry when the suite starts (the config runs
 * scripts/hardening-routes.mjs once and hands the table to every worker).
 */
export function hardeningRoutes(): HardeningRoute[] {
  const table = process.env.HARDENING_ROUTES;
  if (!table) throw new Error("HARDENING_ROUTES is not set: run the suite with -c tests/hardening/playwright.config.ts");
  return JSON.parse(table) as HardeningRoute[];
}

/**
 * A list screen that loads from the server (registry action `list` of a `data: true` entry; the
 * dashboard and the e-mails page are not): a failed load must offer Retry.
 */
export function isDataList(route: Pick<HardeningRoute, "action" | "data">): boolean {
  return route.action === "list" && route.data;
}
