import { http } from "msw";
import { readableCollectionHandlers } from "./collection-handlers";
import { db } from "../db";
import { VENDOR, byStatusNewestFirst, fail, notFound, ok, ownRecord, readBody, vendor } from "../http-kit";
import { refundDetail, refundListItem, type MockRefund } from "../seed/returns-seed";

const STATUSES: MockRefund["status"][] = ["requested", "approved", "completed", "rejected"];
/** What a seller may decide about a requested return. */
const DECISIONS: MockRefund["status"][] = ["approved", "rejected"];

/** Returns (document 1 §7.5): a vendor sees only its own store's returns, newest first. */
export const returnsHandlers = [
  ...readableCollectionHandlers({
    url: `${VENDOR}/refunds`,
    page: byStatusNewestFirst,
    rows: () => db.state.refunds,
    listItem: refundListItem,
    detail: refundDetail,
  }),
  // The body is not in the spec (docs/server-contract.md): `{refund: {status}}` (or `{status}`)
  // decides a requested return: approved or rejected. Any other change is refused with a 422.
  http.put(
    `${VENDOR}/refunds/:id`,
    vendor(async ({ request, params, store }) => {
      const refund = ownRecord(db.state.refunds, store.id, params.id);
      if (!refund) return notFound("Refund");
      const body = await readBody<{ refund?: { status?: string }; status?: string }>(request);
      const status = body.refund?.status ?? body.status;
      if (status !== undefined) {
        if (!STATUSES.includes(status as MockRefund["status"])) {
          return fail(422, "Status is not included in the list", { status: ["is not included in the list"] });
        }
        if (refund.status !== "requested") {
          return fail(422, `This return is already ${refund.status} and can no longer be changed`, {
            status: [`is already ${refund.status}`],
          });
        }
        if (!DECISIONS.includes(status as MockRefund["status"])) {
          return fail(422, "A requested return can only be approved or rejected", { status: ["can only be approved or rejected"] });
        }
        refund.status = status as MockRefund["status"];
      }
      return ok(refundDetail(refund), { message: "Refund updated" });
    }),
  ),
];
