import { SEED, createRandom, type Random } from "../random";
import { storeLogoUrl } from "./store-logos";

export type MockUser = {
  id: number;
  email: string;
  password: string;
  first_name_en: string;
  last_name_en: string;
  first_name_ar: string;
  last_name_ar: string;
  contact_number: string;
  roles: ("vendor" | "customer" | "admin")[];
  store_id: number | null;
};

export type MockStore = {
  id: number;
  user_id: number;
  country_id: 1 | 2 | 3;
  country_name_en: string;
  currency: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  vendor_email: string;
  contact_email: string;
  sender_email: string;
  vendor_contact: string;
  can_manage_product: boolean;
  can_reject_order: boolean;
  active: boolean;
  verified: boolean;
  logo_image: string | null;
  [field: string]: unknown;
};

export type MockDashboard = {
  total_revenue: { currency: string; amount: number };
  new_orders: number;
  all_orders: number;
};

/** The demo accounts of the foundation issue (listed in the README). */
export const DEMO_ACCOUNTS = {
  vendor: { email: "vendor@demo.test", password: "Vendor#2026" },
  limited: { email: "limited@demo.test", password: "Limited#2026" },
  restricted: { email: "restricted@demo.test", password: "Restricted#2026" },
  customer: { email: "customer@demo.test", password: "Customer#2026" },
  admin: { email: "admin@demo.test", password: "Admin#2026" },
} as const;

function user(
  id: number,
  account: { email: string; password: string },
  names: [string, string, string, string],
  roles: MockUser["roles"],
  store_id: number | null,
): MockUser {
  const [first_name_en, last_name_en, first_name_ar, last_name_ar] = names;
  return {
    id,
    ...account,
    first_name_en,
    last_name_en,
    first_name_ar,
    last_name_ar,
    contact_number: `+97150000${String(id).padStart(4, "0")}`,
    roles,
    store_id,
  };
}

function store(id: number, owner: MockUser, country_id: 1 | 2 | 3, names: { en: string; ar: string }, flags: boolean): MockStore {
  const country = { 1: ["United Arab Emirates", "AED"], 2: ["Saudi Arabia", "SAR"], 3: ["Egypt", "EGP"] }[country_id];
  return {
    id,
    user_id: owner.id,
    country_id,
    country_name_en: country[0],
    currency: country[1],
    name_en: names.en,
    name_ar: names.ar,
    description_en: `<p>${names.en} sells quality goods across the region.</p>`,
    description_ar: `<p>${names.ar} يبيع منتجات عالية الجودة في المنطقة.</p>`,
    vendor_email: owner.email,
    contact_email: owner.email,
    sender_email: owner.email,
    vendor_contact: owner.contact_number,
    can_manage_product: flags,
    can_reject_order: flags,
    active: true,
    verified: true,
    // Onboarding requires a logo, so every seeded (onboarded) store has one: editing it needs no new one.
    logo_image: storeLogoUrl(id),
    authorized_signatory_name_en: `${owner.first_name_en || owner.last_name_en} ${owner.last_name_en}`.trim(),
    authorized_signatory_name_ar: `${owner.first_name_ar} ${owner.last_name_ar}`.trim(),
    business_name: `${names.en} LLC`,
    business_type: "Trading",
    business_website: `https://${names.en.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
    license_no: `LIC-${1000 + id}`,
    businsess_license_file: null,
    no_of_sku: 50 * id,
    store_address: "Office 12, Business Bay",
    bank_name: "Emirates Gulf Bank",
    bank_account_title: `${names.en} LLC`,
    bank_account_no: `00012345${id}`,
    bank_account_iban: `AE07033123456789012345${id}`,
    vat: 5,
    agreement_policy_accepted: true,
    agreement_policy_url: null,
    agreement_policy_accepted_at: "2026-01-15T10:00:00.000Z",
  };
}

export function seedShell(random: Random) {
  const users = [
    user(1, DEMO_ACCOUNTS.vendor, ["Aisha", "Rahman", "عائشة", "رحمن"], ["vendor"], 1),
    user(2, DEMO_ACCOUNTS.limited, ["", "Haddad", "", "حداد"], ["vendor"], 2),
    user(3, DEMO_ACCOUNTS.restricted, ["Omar", "Farouk", "عمر", "فاروق"], ["vendor"], 3),
    user(4, DEMO_ACCOUNTS.customer, ["Sara", "Nasser", "سارة", "ناصر"], ["customer"], null),
    user(5, DEMO_ACCOUNTS.admin, ["Admin", "Team", "المسؤول", "الفريق"], ["admin"], null),
  ];
  const stores = [
    store(1, users[0], 1, { en: "Desert Bloom Trading", ar: "تجارة زهرة الصحراء" }, true),
    store(2, users[1], 2, { en: "Najd Home Supplies", ar: "مستلزمات نجد المنزلية" }, false),
    store(3, users[2], 3, { en: "Nile Craft Co", ar: "شركة حرف النيل" }, false),
  ];
  const dashboards: Record<number, MockDashboard> = {};
  for (const item of stores) {
    const all_orders = random.int(60, 180);
    dashboards[item.id] = {
      total_revenue: { currency: item.currency, amount: Math.round(random.int(20_000, 90_000) * 100 + random.int(0, 99)) / 100 },
      new_orders: random.int(3, 20),
      all_orders,
    };
  }
  return { users, stores, dashboards };
}

/**
 * Records seeded store by store: `counts[store.id]` for each of the shell's stores (the same as
 * db.state.stores: the shell seed is deterministic), `fallback` for a store not named, with ids
 * counting up from `afterId + 1` across them. `make` gets the record's place in its store.
 */
export function seedPerStore<T>(
  counts: Record<number, number>,
  fallback: number,
  afterId: number,
  make: (store: MockStore, index: number, id: number) => T,
): T[] {
  const { stores } = seedShell(createRandom(SEED));
  let id = afterId;
  return stores.flatMap((store) => Array.from({ length: counts[store.id] ?? fallback }, (_, index) => make(store, index, (id += 1))));
}
