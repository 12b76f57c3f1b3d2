import { db } from "./db";
import type { MockDisputeReply } from "./seed/disputes-seed";

/**
 * What the admin or the customer does on their side of a dispute (issue 19 item 5): adds a reply to
 * its thread on the server, as if posted from the admin panel or the storefront. Tests call it
 * directly (Vitest) or through `window.__mockApi.addDisputeReply` (Playwright, the demo).
 */
export function addDisputeReply(
  disputeId: number | string,
  reply: { owner?: Exclude<MockDisputeReply["owner"], "vendor">; description: string },
): MockDisputeReply {
  const dispute = db.state.disputes.find((entry) => String(entry.id) === String(disputeId));
  if (!dispute) throw new Error(`No dispute ${disputeId} in the mock.`);
  const added: MockDisputeReply = {
    id: db.nextId(),
    owner: reply.owner ?? "customer",
    description: reply.description,
    created_at: new Date(db.now()).toISOString(),
  };
  dispute.replies.push(added);
  db.changed(["disputes", "sequence"]);
  return added;
}
