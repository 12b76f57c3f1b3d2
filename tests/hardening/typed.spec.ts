import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { gradientPng, licencePdf } from "../e2e/support/test-files";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";
import { apiLog, clearApiLog, endAllSessions, navigateInApp, recordFigures, setFault, watchContext, watchPage } from "./support/app";
import { hardeningRoutes } from "./support/routes";

/**
 * Issue 11, "Nothing typed is lost": for each wizard step, the product form (create and edit) and
 * the store form, and each interruption (401 on the save, 500 on the save, offline, reload, an
 * expired session), every field is filled, the interruption happens, the seller recovers (the form
 * stays, the connection comes back, the page reloads, or they sign in again and come back) and the
 * whole form state (every named input, select, switch, radio group, rich-text editor and chip
 * list) is compared with what was typed. Then a save button clicked five times quickly sends one
 * request and leaves one record holding what was typed.
 *
 * Speed (a small runner shared with other suites): one sign-in and one browser context per worker (the
 * storage it left, mock database included, starts every test), the form filled by one script in
 * the page (the same input events typing sends) plus one call per file input, no waiting for the
 * draft's debounce (a reload flushes it on pagehide, a 401 on unmount: waiting would hide a loss).
 *
 * Not compared, by design:
 * - a file picked and not uploaded yet does not survive a reload or a new sign-in (a draft holds
 *   typed values only; a File cannot be kept in session storage);
 * - passwords (the sign-up step) are never written to storage, so they are compared only while the
 *   form stays on screen (500, offline, 401 on the sign-up call).
 * Coming back to a wizard step after signing in again sets the wizard's page state directly (as
 * opening it does): the way back through the earlier steps is the wizard's own tests' business.
 */

const SECTION = "nothing typed is lost";
const INTERRUPTIONS = ["401", "500", "offline", "reload", "expired"] as const;
type Interruption = (typeof INTERRUPTIONS)[number];
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs the full-access seller in through the login form (on the login page) and waits for the dashboard. */
async function signIn(page: Page) {
  const { email, password } = DEMO_ACCOUNTS.vendor;
  const dashboard = /\/vendor\/?$/;
  // The login page may still re-render as the session ends behind it (an empty e-mail field then
  // refuses the sign-in): try again as a seller would.
  await expect(async () => {
    if (dashboard.test(new URL(page.url()).pathname)) return;
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(dashboard, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  // The dashboard reads the store (its permissions decide which screens open), as a seller waits
  // for the dashboard before going on.
  await page.waitForFunction(() => localStorage.getItem("sbo.store") !== null, undefined, { timeout: 30_000 });
}

/** The worker's browser context and page: every test opens its form in it, from the same storage. */
type App = { context: BrowserContext; page: Page; watch: ReturnType<typeof watchPage>; signedIn: StorageState };

/**
 * One sign-in and one browser context per worker. Each test starts from the storage the sign-in
 * left (session, store, mock database) in that context rather than in a new one: a new context
 * costs the app's first load in a new renderer, several times a load in the same context.
 */
const test = base.extend<object, { app: App }>({
  app: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ locale: "en-US", timezoneId: "UTC" });
      await watchContext(context);
      const page = await context.newPage();
      await page.goto("/");
      await signIn(page);
      await page.evaluate(() => window.__mockApi?.flush());
      const signedIn = await context.storageState();
      await use({ context, page, watch: watchPage(page), signedIn });
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** A page of the origin that is not the app: storage can change there with no app running to write it back. */
const OUTSIDE_THE_APP = "/favicon.svg";

/**
 * Puts the worker's page back to the signed-in storage (plus `extra`), or signed out: online, no
 * fault, no draft, the mock database as it was. The caller then loads its form.
 */
async function startFresh(app: App, options: { extra?: Record<string, string>; signedOut?: boolean } = {}) {
  const { context, page, signedIn } = app;
  await context.setOffline(false);
  await page.goto(OUTSIDE_THE_APP);
  const stored = signedIn.origins.find((origin) => page.url().startsWith(origin.origin))?.localStorage ?? [];
  const items = Object.fromEntries(stored.map((item) => [item.name, item.value]));
  if (options.signedOut)
    for (const name of Object.keys(items)) if (name.startsWith("sbo.") && !name.startsWith("sbo.pref.")) delete items[name];
  Object.assign(items, options.extra);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, items);
  await context.clearCookies();
  if (!options.signedOut) await context.addCookies(signedIn.cookies);
  app.watch.reset();
  return app;
}

type Snapshot = Record<string, string>;

/** The whole state of the form on screen, keyed by field. */
async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const form = document.querySelector("main form") ?? document.querySelector("form");
    const state: Record<string, string> = {};
    if (!form) return state;
    const seen = new Map<string, number>();
    const key = (base: string) => {
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return count === 0 ? base : `${base}#${count}`;
    };
    for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")) {
      if (element.type === "file") continue;
      if (element instanceof HTMLInputElement && element.type === "radio") {
        if (element.checked) state[`radio:${element.name}`] = element.value;
        continue;
      }
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        state[key(`check:${element.name}`)] = String(element.checked);
        continue;
      }
      state[key(element.name)] = element.value;
    }
    for (const checkbox of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([name])')) {
      const label = checkbox.closest("label")?.textContent?.trim() ?? "";
      state[key(`check:${label}`)] = String(checkbox.checked);
    }
    form.querySelectorAll<HTMLElement>('[contenteditable="true"], [contenteditable=""]').forEach((editor, index) => {
      state[`rich:${index}`] = editor.innerText.trim();
    });
    form.querySelectorAll<HTMLElement>(".MuiAutocomplete-root").forEach((box, index) => {
      const chips = [...box.querySelectorAll(".MuiChip-label")].map((chip) => chip.textContent?.trim() ?? "");
      state[`chips:${index}`] = chips.join(" | ");
    });
    state["chips:all"] = [...form.querySelectorAll(".MuiChip-label")].map((chip) => chip.textContent?.trim() ?? "").join(" | ");
    state["images"] = [...form.querySelectorAll("img")]
      .map((img) => img.getAttribute("src") ?? "")
      .map((src) => (src.startsWith("blob:") ? "blob:" : src))
      .join(" | ");
    return state;
  });
}

function compare(typed: Snapshot, after: Snapshot, ignore: (field: string) => boolean) {
  const lost: string[] = [];
  let compared = 0;
  for (const [field, value] of Object.entries(typed)) {
    if (ignore(field)) continue;
    compared += 1;
    if (after[field] !== value) lost.push(`${field}: typed ${JSON.stringify(value)}, found ${JSON.stringify(after[field])}`);
  }
  return { compared, lost };
}

const tag = () => Math.random().toString(36).slice(2, 8);

/**
 * Fills every field of the form on screen in one script run in the page, with the events a seller's
 * typing and clicking send: an Autocomplete takes its first option, a select another option than
 * its current one, a radio group the option not chosen, switches flip, keywords get one chip, text
 * fields a valid value from their name, rich-text editors a line (inserted as typed text).
 */
async function fillInPage(page: Page, run: string, keep: string[]) {
  await page.evaluate(
    async ({ run, keep }) => {
      const form = document.querySelector("main form") as HTMLFormElement;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const until = async <T>(read: () => T | null | undefined | false, ms = 5000): Promise<T | null> => {
        const end = Date.now() + ms;
        for (;;) {
          const value = read();
          if (value) return value;
          if (Date.now() > end) return null;
          await pause(20);
        }
      };
      const visible = (element: Element) => (element as HTMLElement).getClientRects().length > 0;
      const valueFor = (name: string, type: string) => {
        const field = name.replace(/^variants\.\d+\./, "");
        if (/password/.test(field)) return "Typed#2026";
        if (/email/.test(field)) return `typed.${run}@example.test`;
        if (/website|url/.test(field)) return `https://typed-${run}.example.test`;
        if (/contact|phone/.test(field)) return "+971500009876";
        if (field === "bank_account_no") return "1234567890";
        if (field === "vat") return "15";
        if (field === "no_of_sku") return "42";
        if (field === "lead_days") return "5";
        if (field === "price") return "250";
        if (field === "discounted_price") return "200";
        if (field === "quantity") return "40";
        if (field === "moq") return "2";
        // Wholesale tiers: each range above the one before.
        const tier = /^qty(\d+)range_(from|to)$/.exec(field);
        if (tier) return String(Number(tier[1]) * 10 + (tier[2] === "to" ? 5 : 0));
        if (/tier|_qty|_price/.test(field) || type === "number") return "7";
        if (field === "weight") return "2.5 kg";
        if (field === "video") return `<iframe src="https://www.youtube.com/embed/typed${run}"></iframe>`;
        if (field.endsWith("_ar")) return `مكتوب ${field} ${run}`;
        return `Typed ${field} ${run}`;
      };
      const type = (element: HTMLInputElement | HTMLTextAreaElement, text: string) => {
        element.focus();
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!;
        setter.call(element, text);
        element.dispatchEvent(new Event("input", { bubbles: true }));
      };
      const listFor = (control: Element) =>
        until(() => {
          const id = control.getAttribute("aria-controls");
          const list = id ? document.getElementById(id) : null;
          return list && list.getAttribute("role") === "listbox" ? list : null;
        });

      // Autocompletes (categories, related items): the first option offered, when any.
      for (const input of form.querySelectorAll<HTMLInputElement>('.MuiAutocomplete-root input[role="combobox"]')) {
        if (input.disabled) continue;
        input.focus();
        input.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
        // Its options (maybe still loading), or "no options".
        const found = await until(() => {
          const id = input.getAttribute("aria-controls");
          const option = id ? document.getElementById(id)?.querySelector<HTMLElement>('[role="option"]:not([aria-disabled="true"])') : null;
          return option ?? (document.querySelector(".MuiAutocomplete-noOptions") ? "none" : null);
        });
        if (found && found !== "none") found.click();
        else input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        input.blur();
        await pause(0);
      }
      // Selects (MUI): another option than the current one.
      for (const select of form.querySelectorAll<HTMLElement>('[role="combobox"][aria-haspopup="listbox"]')) {
        if (select.getAttribute("aria-disabled") === "true") continue;
        select.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
        const list = await listFor(select);
        const options = list
          ? [...list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-selected="true"]):not([aria-disabled="true"])')]
          : [];
        options.at(-1)?.click();
        await until(() => select.getAttribute("aria-expanded") !== "true");
      }
      // Radio groups: the option not chosen yet; switches and checkboxes: flipped.
      const groups = new Set<string>();
      for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:checked):not(:disabled)')) {
        if (groups.has(radio.name) || keep.includes(radio.name)) continue;
        groups.add(radio.name);
        radio.click();
      }
      await pause(0);
      for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]:not(:disabled)')) box.click();
      await pause(0);
      // Keywords: one keyword, committed by its comma.
      const keywords = [...form.querySelectorAll<HTMLInputElement>("input:not([name])")].find((input) =>
        /^Keywords/.test(input.labels?.[0]?.textContent ?? ""),
      );
      if (keywords) type(keywords, `kw${run},`);
      // Text inputs and text areas with a name (selects' hidden inputs excluded).
      const texts = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[name]:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="file"]):not([aria-hidden="true"]):not([readonly]):not(:disabled), textarea[name]:not([aria-hidden="true"]):not(:disabled)',
      );
      for (const input of texts) if (visible(input)) type(input, valueFor(input.name, input.type));
      // Rich-text editors: the line inserted as typed text over what was there.
      form.querySelectorAll<HTMLElement>('[contenteditable="true"]').forEach((editor, index) => {
        editor.focus();
        const range = document.createRange();
        range.selectNodeContents(editor);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        document.execCommand("insertText", false, `Typed rich ${index} ${run}`);
      });
      (document.activeElement as HTMLElement | null)?.blur();
    },
    { run, keep },
  );
}

async function fillEverything(page: Page, run: string, options: { files?: boolean; keep?: string[] } = {}) {
  await fillInPage(page, run, options.keep ?? []);
  if (options.files) {
    const inputs = page.locator('main form input[type="file"]');
    const count = await inputs.count();
    for (let index = 0; index < count; index += 1) {
      const input = inputs.nth(index);
      const accept = (await input.getAttribute("accept")) ?? "";
      if (/pdf/.test(accept)) await input.setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: await licencePdf() });
      else await input.setInputFiles({ name: `typed-${index}.png`, mimeType: "image/png", buffer: gradientPng(320, 320) });
    }
  }
}

const formShown = (page: Page) => expect(page.locator("main form").first()).toBeVisible({ timeout: 30_000 });

type Surface = {
  name: string;
  /** Opens the form (in a new context, signed in unless `signedOut`). */
  open(app: App): Promise<App>;
  /** Back at the form after signing in again (no reload: a link in the app). */
  reopen(page: Page): Promise<void>;
  save: { button: RegExp; match: string; method: string };
  /** The form left after a successful save. */
  saved(page: Page): Promise<void>;
  files?: boolean;
  /** Fields the fill leaves as they are. */
  keep?: string[];
  signedOut?: boolean;
  wizard?: boolean;
};

const wizardStep = (name: string, id: number, heading: RegExp, save: Surface["save"], files = false): Surface => ({
  name: `wizard ${name}`,
  wizard: true,
  async open(app) {
    const opened = await startFresh(app, { extra: { "sbo.wizard": JSON.stringify({ id }) } });
    await opened.page.goto("/create-store");
    await expect(opened.page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 30_000 });
    // The step's form shows once the store is read (the heading shows before).
    await formShown(opened.page);
    return opened;
  },
  async reopen(page) {
    await page.evaluate((step) => localStorage.setItem("sbo.wizard", JSON.stringify({ id: step })), id);
    await navigateInApp(page, "/create-store");
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 30_000 });
    await formShown(page);
  },
  save,
  files,
  async saved(page) {
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0, { timeout: 30_000 });
  },
});

const signedInForm = (
  name: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  rest: Pick<Surface, "save" | "saved" | "files" | "keep">,
): Surface => ({
  name,
  async open(app) {
    const opened = await startFresh(app);
    await opened.page.goto(url);
    await ready(opened.page);
    return opened;
  },
  async reopen(page) {
    await navigateInApp(page, url);
    await formShown(page);
  },
  ...rest,
});

const PRODUCT_EDIT_URL = hardeningRoutes().find((route) => route.pattern === "/vendor/product/:id/edit")!.url;

const SURFACES: Surface[] = [
  {
    name: "wizard signup",
    signedOut: true,
    wizard: true,
    async open(app) {
      const opened = await startFresh(app, { signedOut: true });
      await opened.page.goto("/create-store");
      await expect(opened.page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
      return opened;
    },
    async reopen() {},
    save: { button: /sign up/i, match: "/vendor/auth$", method: "POST" },
    async saved(page) {
      await expect(page.locator('input[name="confirm_password"]')).toHaveCount(0, { timeout: 30_000 });
    },
  },
  wizardStep("store", 2, /your store/i, { button: /save/i, match: "/vendor/store$", method: "PATCH" }, true),
  wizardStep("documents", 3, /business documents/i, { button: /save/i, match: "/store/update_documents", method: "PATCH" }, true),
  wizardStep("bank", 4, /bank details/i, { button: /save/i, match: "/store/update_bank_details", method: "PATCH" }),
  wizardStep("vat", 5, /^vat$/i, { button: /save/i, match: "/store/update_vat", method: "PATCH" }),
  signedInForm(
    "product create",
    "/vendor/product/create",
    async (page) => {
      await page.getByRole("button", { name: /add variant/i }).click();
      await expect(page.locator('input[name="variants.0.sku"]')).toBeVisible({ timeout: 30_000 });
    },
    {
      files: true,
      save: { button: /^save$/i, match: "/vendor/products$", method: "POST" },
      async saved(page) {
        await expect(page).toHaveURL(/product-catalog/, { timeout: 30_000 });
      },
    },
  ),
  signedInForm(
    "product edit",
    PRODUCT_EDIT_URL,
    async (page) => {
      await expect(page.locator('input[name="variants.0.sku"]')).toBeVisible({ timeout: 30_000 });
    },
    {
      // The type stays: another type would need new prices in the saved variants that are not
      // open (only one variant is open at a time); product create switches the type.
      keep: ["product_type"],
      save: { button: /^update$/i, match: "/vendor/products/\\d+$", method: "PUT" },
      async saved(page) {
        await expect(page).toHaveURL(/product-catalog/, { timeout: 30_000 });
      },
    },
  ),
  signedInForm(
    "store form",
    "/vendor/edit-store",
    async (page) => {
      await expect(page.locator('input[name="bank_name"]')).toBeVisible({ timeout: 30_000 });
    },
    {
      // The form's files include the logo: picking a new one replaces the seeded store's.
      files: true,
      save: { button: /update/i, match: "/vendor/store$", method: "PATCH" },
      async saved(page) {
        await expect(page).toHaveURL(/\/vendor\/profile/, { timeout: 30_000 });
      },
    },
  ),
];

const saveCalls = async (page: Page, save: Surface["save"]) =>
  (await apiLog(page)).filter((call) => call.method === save.method && new RegExp(save.match).test(call.path)).length;

/** The form's state once it stopped changing (a picked image's preview renders a moment later). */
async function settledSnapshot(page: Page) {
  let last = await snapshot(page);
  for (const end = Date.now() + 5000; Date.now() < end;) {
    await page.waitForTimeout(150);
    const next = await snapshot(page);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}
const clickSave = (page: Page, name: RegExp) => page.locator("main form").first().getByRole("button", { name }).click();
const errorToast = (page: Page) =>
  expect(
    page
      .getByRole("alert")
      .filter({ hasNot: page.locator("[data-offline-banner]") })
      .first(),
  ).toBeVisible({ timeout: 30_000 });

/** The save reached the server (else: which fields the form refused, to say why). */
async function saveWentOut(page: Page, save: Surface["save"]) {
  const sent = await expect
    .poll(() => saveCalls(page, save), { timeout: 30_000 })
    .toBe(1)
    .then(
      () => true,
      () => false,
    );
  if (sent) return;
  const refused = await page.evaluate(() =>
    [...document.querySelectorAll('main form [aria-invalid="true"]')].map(
      (field) =>
        `${field.getAttribute("name") ?? field.id}: ${field.closest(".MuiFormControl-root, div")?.querySelector(".Mui-error")?.textContent ?? ""}`,
    ),
  );
  throw new Error(`the save did not reach the server; fields refused: ${JSON.stringify(refused)}`);
}

/** The interruption, and the way back to the form: it stayed, it reloaded, or the seller signed in again. */
async function interrupt(page: Page, context: BrowserContext, surface: Surface, interruption: Interruption) {
  const save = surface.save;
  const plan = (fault: "401" | "500" | "offline") => ({ fault, match: save.match, method: save.method, times: 1 });
  switch (interruption) {
    case "500": {
      await setFault(page, plan("500"));
      await clickSave(page, save.button);
      await saveWentOut(page, save);
      await errorToast(page);
      return "stayed" as const;
    }
    case "offline": {
      await setFault(page, plan("offline"));
      await context.setOffline(true);
      await clickSave(page, save.button);
      // The call fails (no network) or waits for the connection; either way the seller sees why.
      await expect(page.locator("[data-offline-banner]")).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await context.setOffline(false);
      await expect(page.locator("[data-offline-banner]")).toHaveCount(0, { timeout: 30_000 });
      return "stayed" as const;
    }
    case "reload":
      await page.reload();
      await formShown(page);
      return "reloaded" as const;
    case "401": {
      await setFault(page, plan("401"));
      await clickSave(page, save.button);
      if (surface.signedOut) {
        await errorToast(page);
        return "stayed" as const;
      }
      if (surface.wizard) await expect(page.getByText("Unauthorized Access")).toBeVisible({ timeout: 30_000 });
      else await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
      break;
    }
    case "expired": {
      if (surface.signedOut) {
        // No session on the sign-up step yet: an expired session is a reload of a signed-out page.
        await page.reload();
        await formShown(page);
        return "reloaded" as const;
      }
      // The session ended on the server while the seller typed: every call of the next load answers 401.
      await endAllSessions(page);
      await page.reload();
      if (surface.wizard) await expect(page.getByText("Unauthorized Access")).toBeVisible({ timeout: 30_000 });
      else await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
      break;
    }
  }
  // Sign in again (the wizard shows its sign-up step: the seller goes to the login page) and come back.
  await setFault(page, null);
  if (new URL(page.url()).pathname !== "/") await navigateInApp(page, "/");
  await signIn(page);
  await surface.reopen(page);
  return "signed-in-again" as const;
}

for (const surface of SURFACES) {
  for (const interruption of INTERRUPTIONS) {
    test(`${surface.name}: ${interruption} loses nothing typed`, async ({ app }, testInfo) => {
      const { context, page, watch } = await surface.open(app);
      const run = tag();
      const before = await snapshot(page);
      await fillEverything(page, run, { files: surface.files, keep: surface.keep });
      const typed = await settledSnapshot(page);
      expect(compare(typed, before, () => false).lost.length, "fields the fill changed").toBeGreaterThan(0);
      await clearApiLog(page);
      const outcome = await interrupt(page, context, surface, interruption);
      // A save the lost connection held resumes when it returns: the form is read once it has
      // settled (a saving form's editors are not editable, so they would not be read).
      await expect(page.locator("main form[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
      const remounted = outcome !== "stayed";
      const ignore = (field: string) =>
        // Files picked and not uploaded do not survive a remount (see the header); nor passwords.
        (remounted && (field === "images" || /password/.test(field))) ||
        // The chips of all fields are compared field by field.
        field === "chips:all";
      // The form may still be settling (a record loading under the draft): wait for it, not for ever.
      let result = compare(typed, await snapshot(page), ignore);
      for (const end = Date.now() + 5000; result.lost.length > 0 && Date.now() < end;) {
        await page.waitForTimeout(250);
        result = compare(typed, await snapshot(page), ignore);
      }
      await recordFigures(testInfo, SECTION, { runs: 1, "fields compared": result.compared, "fields lost": result.lost.length });
      expect(result.lost, `${surface.name} after ${interruption}`).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
      // Nothing asked the seller anything on the way (no confirm box held the sign-out back).
      expect((await watch.read()).executions).toBe(0);
    });
  }
}

/** Records (in the mock's database, one collection each) holding the run's typed values. */
async function recordsHolding(page: Page, run: string) {
  return page.evaluate((needle) => {
    const state: Record<string, unknown> = window.__mockApi?.saved() ?? {};
    const counts: Record<string, number> = {};
    for (const [collection, items] of Object.entries(state)) {
      if (!Array.isArray(items)) continue;
      const holding = items.filter((item) => JSON.stringify(item).includes(needle)).length;
      if (holding > 0) counts[collection] = holding;
    }
    return counts;
  }, run);
}

const SAVE_FIVE = ["wizard signup", "wizard bank", "product create", "store form"];

for (const surface of SURFACES.filter((candidate) => SAVE_FIVE.includes(candidate.name))) {
  test(`${surface.name}: save ×5 sends one request`, async ({ app }, testInfo) => {
    const { page, watch } = await surface.open(app);
    const run = tag();
    await fillEverything(page, run, { files: surface.files, keep: surface.keep });
    await clearApiLog(page);
    // Five clicks in one go: all land before React can re-render the button as busy.
    await page
      .locator("main form")
      .first()
      .getByRole("button", { name: surface.save.button })
      .evaluate((button) => {
        for (let click = 0; click < 5; click += 1) (button as HTMLButtonElement).click();
      });
    await surface.saved(page);
    await page.waitForTimeout(300);
    const requests = await saveCalls(page, surface.save);
    const records = await recordsHolding(page, run);
    const recordCount = Math.max(0, ...Object.values(records));
    await recordFigures(testInfo, SECTION, { "save ×5 runs": 1, "save ×5 requests": requests, "save ×5 records": recordCount });
    expect(requests).toBe(1);
    expect(Object.keys(records).length, `a record holds the typed values: ${JSON.stringify(records)}`).toBeGreaterThan(0);
    expect(recordCount, `one record per collection: ${JSON.stringify(records)}`).toBe(1);
    expect(watch.pageErrors).toEqual([]);
  });
}
