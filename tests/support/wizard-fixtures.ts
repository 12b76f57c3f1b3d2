import { screen } from "@testing-library/react";
import { vi } from "vitest";
import { db } from "@/mocks/db";
import type { MockStore, MockUser } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";
import { session } from "@/providers/auth/session";
import { fieldLabel } from "./patterns";
import { demoKey, demoUrl } from "./storage-keys";

/** A seller part-way through onboarding: a user (role vendor), optionally a store, a session, a page state. */
export function startOnboarding({ step, store }: { step: number; store?: Partial<MockStore> | null }) {
  const id = db.nextId();
  const user: MockUser = {
    id,
    email: `seller${id}@example.com`,
    password: "secret1",
    first_name_en: "Layla",
    last_name_en: "Haddad",
    first_name_ar: "ليلى",
    last_name_ar: "حداد",
    contact_number: "+971500001234",
    roles: ["vendor"],
    store_id: null,
  };
  db.state.users.push(user);
  let created: MockStore | null = null;
  if (store !== null && store !== undefined) {
    created = {
      id: db.nextId(),
      user_id: id,
      country_id: 1,
      country_name_en: "United Arab Emirates",
      currency: "AED",
      name_en: "Palm Goods",
      name_ar: "بضائع النخيل",
      description_en: "Home goods",
      description_ar: "سلع منزلية",
      vendor_email: user.email,
      contact_email: user.email,
      sender_email: user.email,
      vendor_contact: user.contact_number,
      can_manage_product: false,
      can_reject_order: false,
      active: false,
      verified: false,
      logo_image: demoUrl(demoKey("media/images", "00000000-0000-4000-8000-000000000001.png")),
      authorized_signatory_name_en: "Layla Haddad",
      authorized_signatory_name_ar: "ليلى حداد",
      store_address: "Office 4, Dubai Marina",
      ...store,
    };
    db.state.stores.push(created);
    user.store_id = created.id;
  }
  session.start(createSession(user));
  if (created) session.saveStore(created as never);
  session.setWizardStep(step);
  return { user, store: created };
}

type Typist = { clear(e: Element): Promise<void>; paste(t: string): Promise<void> };

/**
 * Fills a text field found by its label ("Store Name (English)" matches "Store Name (English) *"):
 * clears it, then pastes the text (one input event; typing key by key is slow on a loaded machine).
 */
export async function typeInto(user: Typist, label: string, text: string) {
  const field = screen.getByLabelText(fieldLabel(label));
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * Fills the wizard's Store step (step 2) with a valid store in Saudi Arabia; `overrides` changes or
 * adds fields by label (typed after the others), an empty text leaving a field blank.
 */
export async function fillStoreStep(user: Typist & { click(e: Element): Promise<void> }, overrides: Record<string, string> = {}) {
  await user.click(await screen.findByRole("combobox", { name: /^Country/ }));
  await user.click(await screen.findByRole("option", { name: "Saudi Arabia" }));
  const values = {
    "Store Name (English)": "Palm Goods",
    "Description (English)": "Home goods from Riyadh",
    "Authorized Signatory (English)": "Layla Haddad",
    "Contact Email": "shop@palm.example",
    "Business Website": "https://palm.example",
    "Number of SKUs": "12",
    "Store Address": "King Fahd Road, Riyadh",
    ...overrides,
  };
  for (const [label, text] of Object.entries(values)) await typeInto(user, label, text);
}

/**
 * jsdom has no IntersectionObserver: a stand-in that records what is observed and lets a test
 * scroll an element into view (`reveal`).
 */
export function installFakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const visible = new Set<Element>();
  const notify = (observer: { callback: IntersectionObserverCallback }, target: Element) =>
    observer.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], observer as never);
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
      // Like a real observer, the first report comes on its own: an element already revealed
      // (before its effect attached this observer) is reported as intersecting.
      if (visible.has(target)) queueMicrotask(() => this.entry.targets.has(target) && notify(this.entry, target));
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
    /** Scrolls `element` into view: observers watching it now are told, and so is any that starts watching it later. */
    reveal(element: Element) {
      visible.add(element);
      for (const observer of observers) if (observer.targets.has(element)) notify(observer, element);
    },
    restore: () => vi.unstubAllGlobals(),
  };
}
