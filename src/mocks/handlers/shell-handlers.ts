import { http } from "msw";
import { db } from "../db";
import { VENDOR, notFound, ok, vendor } from "../http-kit";
import { storePayload } from "./store-payload";

/**
 * The store loaded by the header (with the shop preview's banners, categories, products and
 * services, document 2 §7) and the dashboard figures (document 1 §7.2, §7.3).
 */
export const shellHandlers = [
  http.get(
    `${VENDOR}/store`,
    vendor(({ store }) => ok(storePayload(store))),
  ),
  http.get(
    `${VENDOR}/dashboard`,
    vendor(({ store }) => {
      const dashboard = db.state.dashboards[store.id];
      return dashboard ? ok(dashboard) : notFound("Dashboard");
    }),
  ),
];
