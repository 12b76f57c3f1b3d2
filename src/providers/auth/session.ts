import type { Store } from "@/domain/types";
import { DEFAULT_WIZARD_STEP } from "@/config/constants";
import { credentialsFromHeaders, nextCredentials, type AuthHeaders, type Credentials } from "./token-rotation";

/**
 * The only module that touches browser storage for the session.
 * Kept locally (document 1 §3): the credentials (one key, written atomically, read at request time
 * so tabs share rotations), the store and the wizard page state. Preferences survive sign-out.
 */
const KEYS = {
  credentials: "sbo.session",
  store: "sbo.store",
  wizard: "sbo.wizard",
} as const;

/** Keys that are preferences rather than session state: they survive sign-out. */
const PREFERENCE_PREFIX = "sbo.pref.";
const APP_PREFIX = "sbo.";
const AUTH_COOKIE = "sbo_auth";
const DRAFT_PREFIX = "sbo.draft.";
/** What a seller has seen (the newest dispute replies read), per store and user: kept across sign-outs like a preference. */
const SEEN_PREFIX = "sbo.seen.";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

/** A key's text, or null when it is unset or storage refuses to be read. */
function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A write that may fail (storage full or unavailable): what it keeps then lasts for this visit only. */
function tryWrite(write: () => void): void {
  try {
    write();
  } catch {
    /* the value is a convenience: the app works without it */
  }
}

const listeners = new Set<() => void>();
function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Another tab started or ended the session (the storage event; `key` null: that tab cleared the storage). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === KEYS.credentials) notify();
}
let watchingOtherTabs = false;

function setAuthCookie(present: boolean): void {
  if (typeof document === "undefined") return;
  document.cookie = present
    ? `${AUTH_COOKIE}=1; path=/; SameSite=Strict`
    : `${AUTH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

export const session = {
  credentials(): Credentials | null {
    return readJson<Credentials>(KEYS.credentials);
  },

  /** Starts a session from a sign-in response. Returns false when the headers are incomplete. */
  start(headers: AuthHeaders): boolean {
    const credentials = credentialsFromHeaders(headers);
    if (!credentials) return false;
    writeJson(KEYS.credentials, credentials);
    setAuthCookie(true);
    notify();
    return true;
  },

  /** Whether a session is stored (read by the signed-in area's guard). */
  active(): boolean {
    return Boolean(storage()?.getItem(KEYS.credentials));
  },

  /**
   * Called when a session starts or ends, in this tab or another one (storage event): the guard
   * leaves the signed-in area as soon as the credentials are gone, whoever removed them.
   */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // One storage listener for all, added a task after the first subscriber (the guard's, in the
    // app's first commit): Chromium sets local storage's observer up when a page adds its first one,
    // a few milliseconds better spent outside that commit's effects (Lighthouse's TBT).
    if (!watchingOtherTabs && typeof window !== "undefined") {
      watchingOtherTabs = true;
      setTimeout(() => window.addEventListener("storage", onStorage), 0);
    }
    return () => {
      listeners.delete(listener);
    };
  },

  /** Applies the rotation rule to a response's headers. */
  absorb(headers: AuthHeaders): void {
    const stored = session.credentials();
    const next = nextCredentials(stored, headers);
    if (next && next !== stored) writeJson(KEYS.credentials, next);
  },

  uid(): string | null {
    return session.credentials()?.uid ?? null;
  },

  store(): Store | null {
    return readJson<Store>(KEYS.store);
  },

  /** A seller signed in with a store: `/` sends them on to the signed-in area (the login page; the boot script's choice). */
  signedInWithStore(): boolean {
    return Boolean(session.credentials() && session.store());
  },

  saveStore(store: Store | null): void {
    if (store) writeJson(KEYS.store, store);
    else storage()?.removeItem(KEYS.store);
  },

  wizardStep(): number {
    const state = readJson<{ id: number }>(KEYS.wizard);
    return state && Number.isInteger(state.id) && state.id >= 1 ? state.id : DEFAULT_WIZARD_STEP;
  },

  setWizardStep(id: number): void {
    writeJson(KEYS.wizard, { id });
  },

  /** A preference (`sbo.pref.<name>`: language, digits): it survives sign-out. */
  preference(name: string): string | null {
    return readText(`${PREFERENCE_PREFIX}${name}`);
  },

  savePreference(name: string, value: string): void {
    tryWrite(() => storage()?.setItem(`${PREFERENCE_PREFIX}${name}`, value));
  },

  /** A record of what the seller has seen (`sbo.seen.<name>`, the name holding the store and user), as stored. */
  seen(name: string): string | null {
    return readText(`${SEEN_PREFIX}${name}`);
  },

  saveSeen(name: string, value: unknown): void {
    tryWrite(() => writeJson(`${SEEN_PREFIX}${name}`, value));
  },

  /** A form draft kept in session storage (`sbo.draft.<name>`): it goes with the session. */
  draft<T>(name: string): T | null {
    try {
      const raw = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(`${DRAFT_PREFIX}${name}`);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  },

  saveDraft(name: string, value: unknown): void {
    tryWrite(() => {
      if (typeof sessionStorage !== "undefined") sessionStorage.setItem(`${DRAFT_PREFIX}${name}`, JSON.stringify(value));
    });
  },

  removeDraft(name: string): void {
    tryWrite(() => {
      if (typeof sessionStorage !== "undefined") sessionStorage.removeItem(`${DRAFT_PREFIX}${name}`);
    });
  },

  /**
   * Ends the session locally: expires the auth cookie, clears the app's local storage (store and
   * credentials included) and resets the wizard page state to its default. Preferences and the
   * per-user record of seen dispute replies stay.
   * `keepDrafts` keeps the typed drafts (a 401 in the wizard must not lose them); sign-out drops them.
   */
  clear(options: { keepDrafts?: boolean } = {}): void {
    setAuthCookie(false);
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(APP_PREFIX) && !key.startsWith(PREFERENCE_PREFIX) && !key.startsWith(SEEN_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
    sessionStorageClear(options.keepDrafts ?? false);
    notify();
  },

  keys: KEYS,
  authCookie: AUTH_COOKIE,
  preferencePrefix: PREFERENCE_PREFIX,
};

/** Drafts kept in session storage (wizard steps, forms) go with the session too. */
function sessionStorageClear(keepDrafts: boolean): void {
  try {
    if (typeof sessionStorage === "undefined") return;
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(APP_PREFIX) && !(keepDrafts && key.startsWith(DRAFT_PREFIX))) keys.push(key);
    }
    keys.forEach((key) => sessionStorage.removeItem(key));
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
