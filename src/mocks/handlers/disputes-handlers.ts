import { http } from "msw";
import { db } from "../db";
import { COMMON, fail, invalid, notFound, ok, ownPage, ownRecord, publicRecord, readBody, vendor, type AuthedContext } from "../http-kit";
import type { MockDispute } from "../seed/disputes-seed";
import type { MockStore } from "../seed/shell-seed";

type Context<P extends Record<string, string>> = AuthedContext<P> & { store: MockStore };

/** The common endpoints answer for a role; this back-office always asks as a vendor (document 1 §7.6). */
function asVendor<P extends Record<string, string>>(resolver: (context: Context<P>) => Response | Promise<Response>) {
  return vendor<P>((context) => {
    const role = new URL(context.request.url).searchParams.get("role");
    if (role !== "vendor") return fail(400, "role is missing or not allowed", { role: ["must be vendor"] });
    return resolver(context);
  });
}

/** A list item is the Dispute entity with its replies (document 1 §3): the list marks unseen replies from them (docs/server-contract.md). */
const listItem = (dispute: MockDispute) => publicRecord(dispute);

/** Disputes of the vendor's store: list (newest first), detail with replies, and a reply. */
export const disputesHandlers = [
  http.get(
    `${COMMON}/disputes`,
    asVendor(({ request, store }) => {
      const { items, pagination } = ownPage(db.state.disputes, store.id, request);
      return ok({ disputes: items.map(listItem), pagination });
    }),
  ),
  http.get(
    `${COMMON}/disputes/:id`,
    asVendor<{ id: string }>(({ params, store }) => {
      const dispute = ownRecord(db.state.disputes, store.id, params.id);
      return dispute ? ok(publicRecord(dispute)) : notFound("Dispute");
    }),
  ),
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
