import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { checkFileFacts, HEAD_BYTES } from "../../src/domain/files";
import { apiLog, clearApiLog, navigateInApp, newWatchedPage, recordFigures, signIn, type PageWatch } from "./support/app";
import { badFiles, goodFile, LIMITS, type FilePayload, type UploadKind } from "./support/bad-files";
import { ALL_INPUTS, chunked, plainText, richText } from "./support/hostile-inputs";
import { apiOk, checkRichText, missingText } from "./support/hostile-page";

/**
 * Hostile input (issue 11): every naughty string, XSS vector and bidi trick is saved through the
 * mock API as a product description (rich text, English and Arabic), a store description, a dispute
 * reply and a menu item name, then rendered where the seller sees it: the forms, the shop preview,
 * the lists and the details. Zero executions (the alert trap), zero CSP violations, zero page
 * errors; bold, lists, links (rel="noopener noreferrer") and dir survive; plain-text fields show
 * every input verbatim (escaped, never parsed). The URL fields and the upload fields are in the
 * tests further down.
 */
const SECTION = "hostile input";
const CHUNKS = chunked(ALL_INPUTS, 9);
const SEED_PRODUCT = 501;
const DISPUTE = 501;

type Detail = Record<string, unknown> & {
  categories: { id: number }[];
  related_products: { id: number }[];
  related_tools: { id: number }[];
  related_services: { id: number }[];
  keywords: { name: string }[];
  variants: (Record<string, unknown> & { id: number })[];
};

/** A new product's payload from a seeded product's detail, with the hostile texts. */
function productPayload(seed: Detail, chunk: readonly string[], tag: string) {
  const { id: _id, categories, related_products, related_tools, related_services, keywords, variants, ...rest } = seed;
  const html = richText(chunk, tag);
  return {
    product: {
      ...rest,
      name_en: plainText(chunk, `name-${tag}`),
      name_ar: plainText(chunk, `name-ar-${tag}`),
      description_en: html,
      description_ar: richText(chunk, `${tag}-ar`),
      product_categories_attributes: categories.map((category) => ({ category_id: category.id })),
      product_keywords_attributes: keywords,
      product_related_products_attributes: [...related_products, ...related_tools].map((product) => ({ related_product_id: product.id })),
      product_related_services_attributes: related_services.map((service) => ({ related_service_id: service.id })),
      variants_attributes: variants.slice(0, 1).map(({ id: _variant, ...variant }) => ({ ...variant, description_en: html })),
    },
  };
}

type Tally = { renders: number; pages: number; problems: string[] };

/** The first visit after the writes loads the app afresh; later ones navigate inside it (as a link does). */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<void>, tally: Tally) {
  const started = Date.now();
  if (tally.pages === 0) await page.goto(url);
  else await navigateInApp(page, url);
  await ready(page);
  // A screen built in stages (a catalogue form's sections, its editors one a task, a list's grid)
  // is busy until its last stage is in: what it renders is checked only then.
  await expect(page.locator("main [aria-busy=true]"), `${url}: still building`).toHaveCount(0, { timeout: 30_000 });
  // Late effects (an image's error event, a lazily parsed attribute) get their moment.
  await page.waitForTimeout(200);
  tally.pages += 1;
  if (process.env.HOSTILE_DEBUG) console.log(url, Date.now() - started, "ms");
}

async function expectRich(page: Page, tag: string, where: string, expected: number, inputs: number, tally: Tally) {
  const checks = await checkRichText(page, tag);
  if (checks.length < expected) tally.problems.push(`${where}: ${checks.length} of ${expected} renderings of ${tag}`);
  for (const check of checks) {
    if (check.problems.length) tally.problems.push(`${where} ${tag}: ${check.problems.slice(0, 5).join("; ")}`);
    else tally.renders += inputs;
  }
}

async function expectPlain(page: Page, inputs: readonly string[], where: string, tally: Tally) {
  const missing = await missingText(page, inputs);
  if (missing.length)
    tally.problems.push(`${where}: ${missing.length} inputs not shown verbatim, e.g. ${JSON.stringify(missing.slice(0, 3))}`);
  tally.renders += inputs.length - missing.length;
}

async function finish(
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
  watch: PageWatch,
  page: Page,
  tally: Tally,
  extra: Record<string, number>,
) {
  const { violations, executions } = await watch.read();
  await recordFigures(testInfo, SECTION, {
    "renders checked": tally.renders,
    "pages checked": tally.pages,
    executions,
    "CSP violations": violations.length,
    "page errors": watch.pageErrors.length,
    ...extra,
  });
  expect(tally.problems, "rendering problems").toEqual([]);
  expect(watch.pageErrors, "page errors").toEqual([]);
  expect(violations, "CSP violations").toEqual([]);
  expect(executions, "script executions").toBe(0);
  // The trap and the violation counter work: an unsanitised handler is blocked and counted.
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = '<img src="data:," onerror="alert(1)">';
    document.body.append(probe);
  });
  await expect.poll(async () => (await watch.read()).violations.length + (await watch.read()).executions).toBeGreaterThan(0);
}

test.describe.configure({ mode: "parallel" });

test("products: hostile descriptions and names in the form, the catalogue and the shop preview", async ({ browser }, testInfo) => {
  const { page, context, watch } = await newWatchedPage(browser);
  await page.setViewportSize({ width: 1280, height: 2400 });
  await signIn(page);
  const seed = await apiOk<Detail>(page, "GET", `vendor/products/${SEED_PRODUCT}`);
  const ids: number[] = [];
  for (const [index, chunk] of CHUNKS.entries()) {
    const saved = await apiOk<{ id: number }>(page, "POST", "vendor/products", productPayload(seed, chunk, `p${index}`));
    ids.push(saved.id);
  }
  const tally: Tally = { renders: 0, pages: 0, problems: [] };

  for (const [index, id] of ids.entries()) {
    await visit(
      page,
      `/vendor/product/${id}/edit`,
      (p) => expect(p.getByText(`HXbold-p${index}`, { exact: true }).first()).toBeVisible({ timeout: 30_000 }),
      tally,
    );
    await expectRich(page, `p${index}`, "product form (English)", 1, CHUNKS[index].length, tally);
    await expectRich(page, `p${index}-ar`, "product form (Arabic)", 1, CHUNKS[index].length, tally);
    await expectPlain(page, CHUNKS[index], "product form name", tally);
  }

  await visit(
    page,
    "/vendor/product-catalog",
    (p) => expect(p.getByText("HX[name-p0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }),
    tally,
  );
  await expectPlain(page, CHUNKS.flat(), "product catalogue", tally);

  await visit(
    page,
    "/vendor/shop",
    (p) => expect(p.getByText("HXbold-p0", { exact: true }).first()).toBeAttached({ timeout: 30_000 }),
    tally,
  );
  for (const [index, chunk] of CHUNKS.entries()) await expectRich(page, `p${index}`, "shop preview", 1, chunk.length, tally);
  await expectPlain(page, CHUNKS.flat(), "shop preview names", tally);

  await finish(testInfo, watch, page, tally, { "inputs tried": ALL_INPUTS.length });
  await context.close();
});

test("store, dispute and menu: hostile store description, replies and item names where the seller sees them (Arabic)", async ({
  browser,
}, testInfo) => {
  const { page, context, watch } = await newWatchedPage(browser, { locale: "ar-AE" });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await signIn(page);
  const inputs = CHUNKS.flat();
  await apiOk(page, "PATCH", "vendor/store", {
    store: { description_en: richText(inputs, "store"), description_ar: richText(inputs, "store-ar") },
  });
  const menu: number[] = [];
  for (const [index, chunk] of CHUNKS.entries()) {
    await apiOk(page, "POST", `common/disputes/${DISPUTE}/dispute_replies?role=vendor`, {
      dispute_reply: { description: plainText(chunk, `reply-${index}`) },
    });
    const item = await apiOk<{ id: number }>(page, "POST", "vendor/menu_items", {
      menu_item: {
        name_en: plainText(chunk, `menu-${index}`),
        name_ar: plainText(chunk, `menu-ar-${index}`),
        link: `hostile-${index}`,
        parent_id: 0,
      },
    });
    menu.push(item.id);
  }
  const tally: Tally = { renders: 0, pages: 0, problems: [] };

  await visit(
    page,
    "/vendor/profile",
    (p) => expect(p.getByText("HXbold-store", { exact: true }).first()).toBeVisible({ timeout: 30_000 }),
    tally,
  );
  await expectRich(page, "store", "store profile", 1, inputs.length, tally);

  await visit(
    page,
    "/vendor/edit-store",
    (p) => expect(p.getByText("HXbold-store-ar", { exact: true }).first()).toBeVisible({ timeout: 30_000 }),
    tally,
  );
  await expectRich(page, "store", "edit store (English)", 1, inputs.length, tally);
  await expectRich(page, "store-ar", "edit store (Arabic)", 1, inputs.length, tally);

  await visit(page, "/vendor/shop", (p) => expect(p.locator("main h1, main h2").first()).toBeVisible({ timeout: 30_000 }), tally);

  await visit(
    page,
    `/vendor/disputes-detail/${DISPUTE}`,
    (p) => expect(p.getByText("HX[reply-0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }),
    tally,
  );
  await expectPlain(page, inputs, "dispute replies", tally);

  await visit(
    page,
    "/vendor/menu",
    (p) => expect(p.getByText("HX[menu-0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }),
    tally,
  );
  await expectPlain(page, inputs, "menu list", tally);

  for (const [index, id] of menu.entries()) {
    await visit(
      page,
      `/vendor/menu-item/edit/${id}`,
      (p) => expect(p.locator(`input[value^="HX[menu-${index}]"]`)).toBeAttached({ timeout: 30_000 }),
      tally,
    );
    await expectPlain(page, CHUNKS[index], "menu item form", tally);
  }

  await finish(testInfo, watch, page, tally, {});
  await context.close();
});

/* ------------------------------------------------------------------------------------------------
 * URL fields: javascript:, data: and vbscript: refused in any case or spacing, with a message, and
 * nothing is sent.
 * ---------------------------------------------------------------------------------------------- */
const UNSAFE_LINKS = [
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "\u0001\u0002javascript:alert(1)",
  "DATA:text/html,<script>alert(1)</script>",
  "VbScRiPt:msgbox(1)",
];

const en = (area: string) =>
  JSON.parse(readFileSync(new URL(`../../src/providers/i18n/locales/en/${area}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
function text(key: string, values: Record<string, string | number> = {}): string {
  const [area, ...path] = key.split(".");
  let node: unknown = en(area);
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

type UrlField = { name: string; url: string; field: (page: Page) => Locator; message: string; submit?: (page: Page) => Promise<void> };

// A programmatic click: a toast of the previous attempt may sit over the button.
const submitForm = (page: Page) =>
  page
    .locator("main button[type=submit]")
    .first()
    .evaluate((button: HTMLElement) => button.click());

const URL_FIELDS: UrlField[] = [
  {
    name: "banner link",
    url: "/vendor/create-banner",
    field: (p) => p.locator('input[name="redirects_to_link"]'),
    message: text("banners.validation.url"),
  },
  {
    name: "shop banner link",
    url: "/vendor/shop-banner/create",
    field: (p) => p.locator('input[name="link"]'),
    message: text("shopBanners.validation.unsafeLink"),
  },
  {
    name: "menu item link",
    url: "/vendor/menu-item/add",
    field: (p) => p.locator('input[name="link"]'),
    message: text("menu.validation.linkUnsafe"),
  },
  {
    name: "business website",
    url: "/vendor/edit-store",
    field: (p) => p.locator('input[name="business_website"]'),
    message: text("validation.url"),
  },
  {
    name: "product video",
    url: "/vendor/product/create",
    field: (p) => p.locator('textarea[name="video"]'),
    message: text("products.validation.unsafeVideo"),
  },
];

async function writes(page: Page): Promise<number> {
  return (await apiLog(page)).filter((call) => call.method !== "GET").length;
}

test("URL fields refuse javascript:, data: and vbscript: however written, with a message, and send nothing", async ({
  browser,
}, testInfo) => {
  const { page, context, watch } = await newWatchedPage(browser);
  await signIn(page);
  let rejections = 0;
  const problems: string[] = [];
  let first = true;
  for (const field of URL_FIELDS) {
    if (first) await page.goto(field.url);
    else await navigateInApp(page, field.url);
    first = false;
    await expect(field.field(page)).toBeVisible({ timeout: 30_000 });
    await clearApiLog(page);
    for (const link of UNSAFE_LINKS) {
      const value = field.name === "product video" ? `<iframe src="${link}"></iframe>` : link;
      await field.field(page).fill(value);
      await (field.submit ?? submitForm)(page);
      const shown =
        (await page
          .getByText(field.message, { exact: false })
          .first()
          .isVisible()
          .catch(() => false)) ||
        (await page
          .getByText(field.message, { exact: false })
          .first()
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          ));
      if (shown) rejections += 1;
      else problems.push(`${field.name}: no message for ${JSON.stringify(link)}`);
    }
    const sent = await writes(page);
    if (sent) problems.push(`${field.name}: ${sent} write(s) sent`);
  }

  // The rich-text link popover (product description).
  await navigateInApp(page, "/vendor/product/create");
  const linkButton = page.getByRole("button", { name: text("editor.actions.link") }).first();
  await expect(linkButton).toBeVisible({ timeout: 30_000 });
  await page.locator("[contenteditable=true]").first().click();
  for (const link of UNSAFE_LINKS) {
    await linkButton.click();
    const address = page.getByLabel(text("editor.link.address"));
    await address.fill(link);
    await page.getByRole("button", { name: text("editor.link.apply") }).click();
    if (await page.getByText(text("editor.link.invalid")).isVisible()) rejections += 1;
    else problems.push(`rich-text link: no message for ${JSON.stringify(link)}`);
    await page.keyboard.press("Escape");
    await expect(address).toBeHidden();
  }
  const hrefs = await page.locator("[contenteditable] a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  if (hrefs.length) problems.push(`rich-text link inserted: ${hrefs.join(", ")}`);

  const { violations, executions } = await watch.read();
  await recordFigures(testInfo, SECTION, {
    "URL rejections": rejections,
    "URL fields checked": URL_FIELDS.length + 1,
    executions,
    "CSP violations": violations.length,
  });
  expect(problems).toEqual([]);
  expect(executions).toBe(0);
  expect(violations).toEqual([]);
  await context.close();
});

/* ------------------------------------------------------------------------------------------------
 * Uploads: twenty bad files per field, refused before any request, with a message.
 * ---------------------------------------------------------------------------------------------- */
type UploadField = {
  name: string;
  url: string;
  kind: UploadKind;
  input: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
  gallery?: boolean;
  dialog?: boolean;
};

/**
 * Opens a variant, unless one is open already (the previous field's): a second one would replace
 * the open variant's inputs just as the check picks a file.
 */
async function openVariant(page: Page) {
  if ((await page.locator("main input[type=file]").count()) === 0)
    await page.getByRole("button", { name: text("products.actions.addVariant") }).click();
}

const UPLOAD_FIELDS: UploadField[] = [
  { name: "store logo (edit store)", url: "/vendor/edit-store", kind: "image", input: (p) => p.locator("main input[type=file]").first() },
  { name: "banner image (website)", url: "/vendor/create-banner", kind: "image", input: (p) => p.locator("main input[type=file]").nth(0) },
  { name: "banner image (mobile)", url: "/vendor/create-banner", kind: "image", input: (p) => p.locator("main input[type=file]").nth(1) },
  { name: "shop banner image", url: "/vendor/shop-banner/create", kind: "image", input: (p) => p.locator("main input[type=file]").first() },
  {
    name: "product variant featured image",
    url: "/vendor/product/create",
    kind: "image",
    open: openVariant,
    input: (p) => p.locator("main input[type=file]").nth(0),
  },
  {
    name: "product variant images",
    url: "/vendor/product/create",
    kind: "image",
    open: openVariant,
    input: (p) => p.locator("main input[type=file]").nth(1),
    gallery: true,
  },
  { name: "service featured image", url: "/vendor/service/create", kind: "image", input: (p) => p.locator("main input[type=file]").nth(0) },
  {
    name: "service images",
    url: "/vendor/service/create",
    kind: "image",
    input: (p) => p.locator("main input[type=file]").nth(1),
    gallery: true,
  },
  {
    name: "products bulk import (CSV)",
    url: "/vendor/product-catalog",
    kind: "csv",
    dialog: true,
    open: (p) => p.getByRole("button", { name: text("products.actions.bulkImport") }).click(),
    input: (p) => p.locator("[role=dialog] input[type=file]"),
  },
  {
    name: "services bulk import (CSV)",
    url: "/vendor/service-catalog",
    kind: "csv",
    dialog: true,
    open: (p) => p.getByRole("button", { name: text("services.actions.bulkImport") }).click(),
    input: (p) => p.locator("[role=dialog] input[type=file]"),
  },
];

/** The message the field must show for a refused file (from the same rule the app applies). */
function refusal(file: FilePayload, kind: UploadKind): string {
  const result = checkFileFacts(
    { name: file.name, type: file.mimeType, size: file.buffer.length },
    new Uint8Array(file.buffer.subarray(0, HEAD_BYTES)),
    kind,
    LIMITS[kind],
  );
  if (result.ok) return "(accepted by the rule)";
  return text(result.error.key, result.error.values);
}

async function accepted(page: Page, field: UploadField): Promise<boolean> {
  if (field.dialog) return !(await page.locator("[role=dialog]").getByText(text("bulkImport.noFile")).isVisible());
  if (field.gallery) return (await page.locator("main li img").count()) > 0;
  return (await field.input(page).getAttribute("aria-invalid")) !== "true";
}

async function checkUploads(page: Page, fields: UploadField[]) {
  let refused = 0;
  let letThrough = 0;
  const problems: string[] = [];
  const storageRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/s3\/|amazonaws|presign|bulk_imports/i.test(request.url())) storageRequests.push(`${request.method()} ${request.url()}`);
  });
  let first = true;
  for (const field of fields) {
    if (first) await page.goto(field.url);
    else await navigateInApp(page, field.url);
    first = false;
    await field.open?.(page);
    await expect(field.input(page)).toBeAttached({ timeout: 30_000 });
    await clearApiLog(page);
    storageRequests.length = 0;
    for (const file of badFiles(field.kind)) {
      const message = refusal(file, field.kind);
      await field.input(page).setInputFiles(asInput(file));
      const scope = field.dialog ? page.locator("[role=dialog]") : page.locator("main");
      // A refusal shows at once; the wait only runs out when it never shows.
      const shown = await scope
        .getByText(message, { exact: false })
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      await page.waitForTimeout(50);
      if (await accepted(page, field)) {
        letThrough += 1;
        problems.push(`${field.name}: ${file.label} accepted`);
        break; // the field now holds a file; later checks of this field would not mean anything
      }
      if (shown) refused += 1;
      else problems.push(`${field.name}: ${file.label} refused without the message "${message}"`);
    }
    // Background reads (the session check on navigation) are not uploads; writes and storage calls are.
    const calls = (await apiLog(page)).filter(
      (call) => call.method !== "GET" || /\/s3\/|storage|presign|upload|bulk_import/i.test(call.path),
    );
    if (calls.length)
      problems.push(`${field.name}: API calls during the picks: ${calls.map((call) => `${call.method} ${call.path}`).join(", ")}`);
    if (storageRequests.length) problems.push(`${field.name}: storage requests: ${storageRequests.join(", ")}`);
    // The control: a good file is taken (a field that refuses everything fails here).
    const good = goodFile(field.kind);
    await field.input(page).setInputFiles({ name: good.name, mimeType: good.mimeType, buffer: good.buffer });
    await expect.poll(() => accepted(page, field), { message: `${field.name} takes a good file` }).toBe(true);
    if (field.dialog) await page.keyboard.press("Escape");
  }
  return { refused, letThrough, problems };
}

for (const [index, fields] of chunked(UPLOAD_FIELDS, 3).entries()) {
  test(`uploads ${index + 1}: twenty bad files per field refused before any request (${fields.map((field) => field.name).join(", ")})`, async ({
    browser,
  }, testInfo) => {
    const { page, context, watch } = await newWatchedPage(browser);
    await signIn(page);
    const { refused, letThrough, problems } = await checkUploads(page, fields);
    const { violations, executions } = await watch.read();
    await recordFigures(testInfo, SECTION, {
      "upload fields checked": fields.length,
      "bad files refused": refused,
      "bad files let through": letThrough,
      executions,
      "CSP violations": violations.length,
    });
    expect(problems).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(executions).toBe(0);
    expect(violations, "CSP violations").toEqual([]);
    await context.close();
  });
}

/**
 * A file for `setInputFiles`: a large one (the 48 MB CSV past the limit) goes by path, which the
 * browser reads itself, instead of as base64 through the protocol (about 16 s each). Its type then
 * comes from its extension, which is the declared type of these files.
 */
function asInput(file: FilePayload): string | { name: string; mimeType: string; buffer: Buffer } {
  if (file.buffer.length < 4 * 1024 * 1024) return { name: file.name, mimeType: file.mimeType, buffer: file.buffer };
  const dir = join(tmpdir(), "hardening-files");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file.name);
  writeFileSync(path, file.buffer);
  return path;
}
