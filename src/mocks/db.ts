import { createRandom, SEED } from "./random";
import { seedOrders } from "./seed/orders-seed";
import { seedShell, type MockUser } from "./seed/shell-seed";
import { seedStorage } from "./seed/storage-seed";
import { seedProducts } from "./seed/products-seed";
import { seedServices } from "./seed/services-seed";
import { seedCoupons } from "./seed/coupons-seed";
import { seedBanners } from "./seed/banners-seed";
import { seedMenu } from "./seed/menu-seed";
import { seedReturns } from "./seed/returns-seed";
import { seedDisputes } from "./seed/disputes-seed";
import type { MockSentEmail } from "./seed/customers-seed";
import { seedStorefront } from "./seed/storefront-seed";
import { seedStoreCollections } from "./collections";

export type TokenRecord = {
  token: string;
  previous_token: string | null;
  last_token: string | null;
  /** ms since epoch of the last rotation. */
  updated_at: number;
  /** Unix seconds. */
  expiry: number;
};

/**
 * A password reset's e-mailed token (Devise's `reset_password_token`): good until the password
 * changes. Its link's `GET /password/edit` opens a signed-in device like a sign-in's (session-contract §1.4).
 */
export type ResetTokenRecord = { token: string; /** ms since epoch. */ sent_at: number };

/** The whole server state. Each area's seed adds its collections here. */
function createSeed() {
  const random = createRandom(SEED);
  return {
    ...seedShell(random),
    ...seedStorage(),
    ...seedProducts(),
    ...seedServices(),
    ...seedCoupons(),
    ...seedBanners(),
    ...seedMenu(),
    ...seedOrders(),
    ...seedReturns(),
    ...seedDisputes(),
    ...seedStorefront(),
    ...seedStoreCollections(),
    /** E-mails the stores sent to one customer each (`POST emails/send_individual_email`). */
    sentEmails: [] as MockSentEmail[],
    /** devise_token_auth tokens: user id → client id → token record. */
    tokens: {} as Record<number, Record<string, TokenRecord>>,
    /** Password resets e-mailed and not yet used: user id → the link's reset token. */
    password_resets: {} as Record<number, ResetTokenRecord>,
    sequence: 1000,
  };
}

export type MockState = ReturnType<typeof createSeed>;

/** The collections a change touched; none given: any of them. */
export type ChangedCollections = readonly (keyof MockState)[] | undefined;

type Listener = (state: MockState, changed: ChangedCollections) => void;

let state: MockState = createSeed();
const listeners = new Set<Listener>();

/** The mock server's database: seeded, stateful, and resettable. */
export const db = {
  get state(): MockState {
    return state;
  },
  /** The server clock; tests may replace it. */
  now: (): number => Date.now(),
  reset(): void {
    state = createSeed();
    db.changed();
  },
  /** Restores a saved state; collections added to the seed since it was saved come from the seed. */
  load(saved: MockState): void {
    state = { ...createSeed(), ...saved };
  },
  nextId(): number {
    state.sequence += 1;
    return state.sequence;
  },
  /** Tells the listeners (the browser's persistence) that the state changed, in `collections` if known. */
  changed(collections?: ChangedCollections): void {
    listeners.forEach((listener) => listener(state, collections));
  },
  onChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  userByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return state.users.find((user) => user.email.toLowerCase() === wanted);
  },
  storeOf(user: MockUser) {
    return state.stores.find((store) => store.id === user.store_id) ?? null;
  },
};
