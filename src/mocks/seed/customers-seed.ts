import { SEED, createRandom } from "../random";
import { seedOrders } from "./orders-seed";

/**
 * The customers each store's User List pages through (document 2 §3 "Customer user"). Their ids
 * are the ones the seeded orders carry (500 + store × 100 + 1..40), so a customer's orders are
 * found by `GET orders/by_customer_id`. State key: `db.state.customers` (a store collection,
 * src/mocks/collections.ts); the e-mails sent to them are `db.state.sentEmails` (src/mocks/db.ts).
 */
export type MockCustomer = {
  id: number;
  store_id: number;
  first_name_en: string;
  last_name_en: string;
  email: string;
};

/** An e-mail the store sent to one customer (`POST emails/send_individual_email`). */
export type MockSentEmail = { id: number; store_id: number; email: string; subject: string; message: string; sent_at: string };

const FIRST = [
  "Layla",
  "Omar",
  "Fatima",
  "Yousef",
  "Mariam",
  "Khalid",
  "Noura",
  "Hassan",
  "Salma",
  "Ahmed",
  "Reem",
  "Tariq",
  "Huda",
  "Faisal",
  "Dana",
  "Majid",
];
const LAST = ["Al Mansoori", "Haddad", "Saleh", "Khoury", "Nasser", "Farouk", "Aziz", "Qasim", "Al Hashimi", "Darwish"];

/** Store 1 lists all 40 of its customer ids (four pages of 12); stores 2 and 3 list the customers who ordered. */
const FULL_LIST_STORES = new Set([1]);
const IDS_PER_STORE = 40;

const email = (first: string, last: string, id: number) =>
  `${first || "customer"}.${last}`.toLowerCase().replace(/\s+/g, "") + `${id}@mail.test`;

/**
 * Each customer carries the name and e-mail of their first seeded order (orders are seeded by
 * their own function, deterministically), so the User List and the customer's orders agree.
 */
export function seedCustomers(): MockCustomer[] {
  const random = createRandom(SEED + 21);
  const firstOrder = new Map<number, { store_id: number; name: string; email: string }>();
  for (const order of [...seedOrders().orders].sort((a, b) => a.id - b.id)) {
    if (!firstOrder.has(order.customer_id))
      firstOrder.set(order.customer_id, { store_id: order.store_id, name: order.customer_name_en, email: order.user_email });
  }
  const customers: MockCustomer[] = [];
  for (const storeId of [1, 2, 3]) {
    for (let index = 1; index <= IDS_PER_STORE; index += 1) {
      const id = 500 + storeId * 100 + index;
      const ordered = firstOrder.get(id);
      if (!ordered && !FULL_LIST_STORES.has(storeId)) continue;
      const [first, ...rest] = ordered ? ordered.name.split(" ") : [random.pick(FIRST), random.pick(LAST)];
      const last = rest.join(" ");
      // A few customers never gave a first name: the card falls back to the last name's letter.
      const firstName = index % 13 === 0 ? "" : first;
      customers.push({
        id,
        store_id: storeId,
        first_name_en: firstName,
        last_name_en: last,
        email: ordered?.email ?? email(first, last, id),
      });
    }
  }
  return customers;
}
