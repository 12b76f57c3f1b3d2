import type { Dispute, DisputeReply, DisputeReplyOwner } from "@/domain/disputes";
import { DAY_MS, SEED, SEED_NOW, createRandom, type Random } from "../random";
import { seedPerStore } from "./shell-seed";

/** A reply as the server keeps it: the wire shape, its owner one of the three the spec names. */
export type MockDisputeReply = DisputeReply & { owner: DisputeReplyOwner };

/**
 * A dispute as the server keeps it (document 1 §3 "Dispute") plus its store. The state key is
 * `db.state.disputes`. A dispute created from an order (`POST common/disputes?role=vendor`) is
 * pushed there with this shape: a new id from `db.nextId()`, `status: "open"`, `created_at` from
 * `db.now()`, the order's customer and store, the store's `store_id` and `replies: []`.
 */
export type MockDispute = Dispute & {
  customer_name_en: string;
  customer_email: string;
  store_name_en: string;
  store_id: number;
  replies: MockDisputeReply[];
};

/** Statuses of the demo: open (green) and others (bordered). The spec names only open. */
const STATUSES = [
  "open",
  "open",
  "in_review",
  "open",
  "resolved",
  "closed",
  "open",
  "in_review",
  "closed",
  "open",
  "resolved",
  "open",
] as const;

const CUSTOMERS = [
  { name: "Sara Nasser", email: "customer@demo.test" },
  { name: "Khalid Al Mansoori", email: "khalid.m@example.com" },
  { name: "Mona Adel", email: "mona.adel@example.com" },
  { name: "Faisal Qahtani", email: "faisal.q@example.com" },
] as const;

type Line = [MockDisputeReply["owner"], string];

/** Conversations of the demo: each thread is the start of one, customer first, every owner taking part. */
const SCRIPTS: { description: string; lines: Line[] }[] = [
  {
    description: "The customer reports that the item arrived damaged and asks for a replacement.",
    lines: [
      ["customer", "I received the box today and the item is damaged."],
      ["vendor", "We are sorry to hear that. Could you share a photo of the package?"],
      ["admin", "The marketplace team is reviewing this dispute."],
      ["customer", "I have attached photos to my return request."],
      ["vendor", "Thank you. We can offer a replacement or a full refund."],
      ["customer", "A replacement works for me."],
    ],
  },
  {
    description: "The customer says one item of the shipment is missing; the courier shows two parcels.",
    lines: [
      ["customer", "One item was missing from my shipment."],
      ["admin", "Please share the courier's delivery proof within 48 hours."],
      ["vendor", "The courier confirms two parcels; the second one arrives tomorrow."],
      ["customer", "Can you send me the tracking number of the second parcel?"],
      ["vendor", "Sent by e-mail just now."],
      ["admin", "Reminder: replies are visible to the customer."],
    ],
  },
  {
    description: "The service visit started late; the customer asks for compensation.",
    lines: [
      ["customer", "The technician arrived two hours after the booked slot."],
      ["vendor", "We apologise for the delay. We would like to offer a discount on the next visit."],
      ["admin", "Please confirm whether the service itself was completed."],
      ["customer", "It was completed, but I had to take time off work."],
      ["vendor", "Understood. We have issued a partial refund to your wallet."],
    ],
  },
];

const CLOSING: Line = ["admin", "Both sides agreed; the marketplace team has closed this dispute."];

const PER_STORE: Record<number, number> = { 1: 12, 2: 5, 3: 3 };

function thread(
  random: Random,
  script: (typeof SCRIPTS)[number],
  disputeId: number,
  opened: number,
  length: number,
  settled: boolean,
): MockDisputeReply[] {
  const lines: Line[] = script.lines.slice(0, Math.min(length, script.lines.length));
  if (settled && lines.length > 0) lines.push(CLOSING);
  let at = opened;
  const replies = lines.map(([owner, description], index) => {
    at += random.int(20, 600) * 60_000;
    return { id: disputeId * 100 + index + 1, owner, description, created_at: new Date(at).toISOString() };
  });
  // The server may send replies in any order; the client sorts them (oldest first).
  return random.chance(0.5) ? replies.reverse() : replies;
}

export function seedDisputes(): { disputes: MockDispute[] } {
  const random = createRandom(SEED + 6);
  const disputes = seedPerStore(PER_STORE, 3, 500, (store, index, id): MockDispute => {
    const customer = random.pick(CUSTOMERS);
    const status = STATUSES[index % STATUSES.length];
    const script = random.pick(SCRIPTS);
    const opened = SEED_NOW - (index * 2 + 1) * DAY_MS - random.int(0, 600) * 60_000;
    return {
      id,
      order_id: 5000 + store.id * 100 + index,
      line_item_id: 9000 + id,
      description: script.description,
      status,
      created_at: new Date(opened).toISOString(),
      customer_name_en: customer.name,
      customer_email: customer.email,
      store_name_en: store.name_en,
      store_id: store.id,
      replies: thread(random, script, id, opened, index % 4 === 3 ? 0 : random.int(3, 6), status === "resolved" || status === "closed"),
    };
  });
  return { disputes };
}
