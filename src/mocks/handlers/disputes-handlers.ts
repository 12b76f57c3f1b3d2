import { http, type PathParams } from "msw";
import { readableCollectionHandlers } from "./collection-handlers";
import { db } from "../db";
import { COMMON, byStatusNewestFirst, fail, invalid, notFound, ok, ownRecord, readBody, vendor, type AuthedContext } from "../http-kit";
import type { MockStore } from "../seed/shell-seed";

type Context<P extends PathParams> = AuthedContext<P> & { store: MockStore };

/** The common endpoints answer for a role; this back-office always asks as a vendor (document 1 §7.6). */
function asVendor<P extends PathParams>(resolver: (context: Context<P>) => Response | Promise<Response>) {
  return vendor<P>((context) => {
    const role = new URL(context.request.url).searchParams.get("role");
    if (role !== "vendor") return fail(400, "role is missing or not allowed", { role: ["must be vendor"] });
    return resolver(context);
  });
}

/** Disputes of the vendor's store: list (newest first), detail with replies, and a reply. */
export const disputesHandlers = [
  ...readableCollectionHandlers({
    url: `${COMMON}/disputes`,
    page: byStatusNewestFirst,
    rows: () => db.state.disputes,
    // The list item and the detail are both the Dispute entity with its replies (document 1 §3,
    // the default): the list marks unseen replies from them (docs/server-contract.md).
    guard: asVendor,
  }),
  http.post(
    `${COMMON}/disputes/:id/dispute_replies`,
    asVendor<{ id: string }>(async ({ request, params, store }) => {
      const dispute = ownRecord(db.state.disputes, store.id, params.id);
      if (!dispute) return notFound("Dispute");
      const body = await readBody<{ dispute_reply?: { description?: unknown } }>(request);
      const description = typeof body.dispute_reply?.description === "string" ? body.dispute_reply.description.trim() : "";
      const refused = invalid({ description: description ? [] : ["can't be blank"] });
      if (refused) return refused;
      const reply = { id: db.nextId(), owner: "vendor" as const, description, created_at: new Date(db.now()).toISOString() };
      dispute.replies.push(reply);
      return ok(reply, { status: 201, message: "Reply added" });
    }),
  ),
];
