import { DAY_MS, SEED, SEED_NOW, createRandom, type Random } from "../random";
import { seedShell } from "./shell-seed";

export type MockDisputeReply = {
  id: number;
  owner: "vendor" | "admin" | "customer";
  description: string;
  /** ISO date-time. */
  created_at: string;
};

/**
 * A dispute as the server keeps it (document 1 §3 "Dispute") plus its store. The state key is
 * `db.state.disputes`. A dispute created from an order (`POST common/disputes?role=vendor`) is
 * pushed there with this shape: a new id from `db.nextId()`, `status: "open"`, `created_at` from
 * `db.now()`, the order's customer and store, the store's `store_id` and `replies: []`.
 */
export type MockDispute = {
  id: number;
  order_id: number;
  line_item_id: number;
  description: string;
  status: string;
  /** ISO date-time. */
  created_at: string;
  customer_name_en: string;
  customer_email: string;
  store_name_en: string;
  store_id: number;
  replies: MockDisputeReply[];
};

/** Statuses of the demo: open (green) and others (bordered). The spec names only open. */
const STATUSES = ["open", "open", "in_review", "open", "resolved", "closed", "open", "in_review", "closed", "open", "resolved", "open"] as const;

const CUSTOMERS = [
  { name: "Sara Nasser", email: "customer@demo.test" },
  { name: "Khalid Al Mansoori", email: "khalid.m@example.com" },
  { name: "Mona Adel", email: "mona.adel@example.com" },
  { name: "Faisal Qahtani", email: "faisal.q@example.com" },
] as const;

const DESCRIPTIONS = [
  "The customer says the parcel arrived with a broken seal.",
  "The customer reports a missing item from the shipment.",
  "The delivered colour does not match the order.",
  "The technician arrived two hours after the booked slot.",
  "The customer asks for a refund for a late delivery.",
] as const;

const LINES: Record<MockDisputeReply["owner"], readonly string[]> = {
  customer: [
    "I received the box today and the item is damaged.",
    "Can you please tell me when I will get an answer?",
    "I have attached photos to my return request.",
    "Thank you, that works for me.",
  ],
  vendor: [
    "We are sorry to hear that. We are checking with the courier.",
    "We can offer a replacement or a full refund.",
    "The replacement was shipped this morning.",
    "Could you confirm the order number on the package?",
  ],
  admin: [
    "The marketplace team is reviewing this dispute.",
    "Please share the courier's delivery proof within 48 hours.",
    "Both sides agreed; we will close this dispute.",
    "Reminder: replies are visible to the customer.",
  ],
};

const OWNERS: MockDisputeReply["owner"][] = ["customer", "vendor", "admin"];

const PER_STORE: Record<number, number> = { 1: 12, 2: 5, 3: 3 };

function thread(random: Random, disputeId: number, opened: number, length: number): MockDisputeReply[] {
  const replies: MockDisputeReply[] = [];
  let at = opened;
  for (let index = 0; index < length; index += 1) {
    // Customer first, then a mix; every owner appears in threads of three or more.
    const owner = index < OWNERS.length ? OWNERS[index] : random.pick(OWNERS);
    at += random.int(20, 600) * 60_000;
    replies.push({ id: disputeId * 100 + index + 1, owner, description: random.pick(LINES[owner]), created_at: new Date(at).toISOString() });
  }
  // The server may send replies in any order; the client sorts them (oldest first).
  return random.chance(0.5) ? replies.reverse() : replies;
}

export function seedDisputes(): { disputes: MockDispute[] } {
  const random = createRandom(SEED + 6);
  // The shell seed is deterministic: the same stores as db.state.stores.
  const { stores } = seedShell(createRandom(SEED));
  const disputes: MockDispute[] = [];
  let id = 500;
  for (const store of stores) {
    const count = PER_STORE[store.id] ?? 3;
    for (let index = 0; index < count; index += 1) {
      id += 1;
      const customer = random.pick(CUSTOMERS);
      const opened = SEED_NOW - (index * 2 + 1) * DAY_MS - random.int(0, 600) * 60_000;
      disputes.push({
        id,
        order_id: 5000 + store.id * 100 + index,
        line_item_id: 9000 + id,
        description: random.pick(DESCRIPTIONS),
        status: STATUSES[index % STATUSES.length],
        created_at: new Date(opened).toISOString(),
        customer_name_en: customer.name,
        customer_email: customer.email,
        store_name_en: store.name_en,
        store_id: store.id,
        replies: thread(random, id, opened, index % 4 === 3 ? 0 : random.int(3, 6)),
      });
    }
  }
  return { disputes };
}
