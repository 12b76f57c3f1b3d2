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

/** A top-level entry of the state: a collection (or the id sequence), saved apart from the others. */
export type Collection = keyof MockState;

/** The collections a change touched; none given: any of them. */
export type ChangedCollections = readonly Collection[] | undefined;

type Listener = (state: MockState, changed: ChangedCollections) => void;

let state: MockState = createSeed();
const listeners = new Set<Listener>();
/** Writes under way (`db.tracking`): while any runs, every collection reached through `db.state` is noted. */
let writes = 0;
const touched = new Set<Collection>();
const noting = (target: MockState): MockState =>
  new Proxy(target, {
    get(object, key, receiver) {
      if (writes > 0 && typeof key === "string") touched.add(key as Collection);
      return Reflect.get(object, key, receiver) as unknown;
    },
  });
let tracked = noting(state);
const replace = (next: MockState) => {
  state = next;
  tracked = noting(next);
};

/** The mock server's database: seeded, stateful, and resettable. */
export const db = {
  get state(): MockState {
    return tracked;
  },
  /** The server clock; tests may replace it. */
  now: (): number => Date.now(),
  reset(): void {
    replace(createSeed());
    db.changed();
  },
  /** Restores a saved state; collections added to the seed since it was saved come from the seed. */
  load(saved: Partial<MockState>): void {
    replace({ ...createSeed(), ...saved });
  },
  nextId(): number {
    db.state.sequence += 1;
    return state.sequence;
  },
  /** Tells the listeners (the browser's persistence) that the state changed, in `collections` if known. */
  changed(collections?: ChangedCollections): void {
    listeners.forEach((listener) => listener(state, collections));
  },
  /**
   * Runs a call that may change anything, then reports as changed the collections it reached
   * (a handler changes only what it reads through `db.state`): the persistence then writes those,
   * not the whole database. Calls running meanwhile count too (more is written, never less).
   */
  async tracking<T>(run: () => T | Promise<T>): Promise<T> {
    writes += 1;
    try {
      return await run();
    } finally {
      writes -= 1;
      const reached = [...touched];
      if (writes === 0) touched.clear();
      db.changed(reached);
    }
  },
  onChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  userByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return db.state.users.find((user) => user.email.toLowerCase() === wanted);
  },
  storeOf(user: MockUser) {
    return db.state.stores.find((store) => store.id === user.store_id) ?? null;
  },
};
