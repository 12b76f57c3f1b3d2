import { DAY_MS, SEED, SEED_NOW, createRandom, type Random } from "../random";

/**
 * A coupon as the server keeps it (document 2 §3 "Coupon") plus its store and creation time.
 * `discount` is the stored fraction as text ("0.15"). State key: `db.state.coupons`.
 */
export type MockCoupon = {
  id: number;
  store_id: number;
  code: string;
  discount: string | null;
  max_discount: number | null;
  start_date: string;
  expiry: string;
  discount_type: "percentage" | "flat_amount";
  flat_discount: number | null;
  min_order_amount: number | null;
  max_usage_count: number | null;
  show_on_product: 0 | 1;
  created_at: string;
};

type Window = "expired" | "incoming" | "active";

/**
 * A coupon starts at or after its creation. Expired ones ran for a few days before the seed's
 * clock; incoming ones start a year or more after it and active ones run for years around it, so
 * the demo shows all three statuses for a long time, mixed on every page (newest first).
 */
function window(kind: Window, created: number, random: Random): { start: number; expiry: number } {
  if (kind === "incoming") {
    const start = SEED_NOW + (365 + random.int(0, 60)) * DAY_MS;
    return { start, expiry: start + random.int(30, 365) * DAY_MS };
  }
  const start = created + random.int(0, 12) * 3_600_000;
  if (kind === "expired") return { start, expiry: start + random.int(1, 2) * DAY_MS };
  return { start, expiry: SEED_NOW + (1095 + random.int(0, 60)) * DAY_MS };
}

const WORDS = [
  "SUMMER",
  "WELCOME",
  "EID",
  "RAMADAN",
  "FLASH",
  "WINTER",
  "BULK",
  "VIP",
  "NEWYEAR",
  "TOOLS",
  "HOME",
  "DESERT",
  "NILE",
  "NAJD",
];
const WINDOWS: Window[] = [
  "active",
  "expired",
  "incoming",
  "active",
  "active",
  "expired",
  "incoming",
  "active",
  "expired",
  "active",
  "incoming",
  "active",
  "expired",
  "active",
];

/** Coupons for every demo store: store 1 has more than a page (14), stores 2 and 3 a few; both types, every status. */
export function seedCoupons() {
  const random = createRandom(SEED + 8);
  const perStore: Record<number, number> = { 1: 14, 2: 4, 3: 3 };
  const coupons: MockCoupon[] = [];
  let id = 1;
  for (const [storeKey, count] of Object.entries(perStore)) {
    const storeId = Number(storeKey);
    for (let index = 0; index < count; index += 1) {
      const percentage = index % 2 === 0;
      const created = SEED_NOW - (index * 3 + 4) * DAY_MS - random.int(0, 600) * 60_000;
      const { start, expiry } = window(WINDOWS[index % WINDOWS.length], created, random);
      const percent = random.pick([5, 7, 10, 12.5, 15, 20, 25, 30]);
      coupons.push({
        id,
        store_id: storeId,
        code: `${WORDS[(index + storeId * 3) % WORDS.length]}${percentage ? percent : random.int(1, 9) * 10}${storeId > 1 ? `-${storeId}` : ""}`.replace(
          ".",
          "",
        ),
        discount: percentage ? String(percent / 100) : null,
        max_discount: percentage && random.chance(0.6) ? random.int(2, 20) * 10 : null,
        start_date: new Date(start).toISOString(),
        expiry: new Date(expiry).toISOString(),
        discount_type: percentage ? "percentage" : "flat_amount",
        flat_discount: percentage ? null : random.int(1, 10) * 5,
        min_order_amount: !percentage && random.chance(0.7) ? random.int(5, 40) * 10 : null,
        max_usage_count: random.chance(0.5) ? random.int(1, 20) * 10 : null,
        show_on_product: random.chance(0.5) ? 1 : 0,
        created_at: new Date(created).toISOString(),
      });
      id += 1;
    }
  }
  return { coupons };
}
