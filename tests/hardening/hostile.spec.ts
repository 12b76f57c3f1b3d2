import { expect, test, type Page } from "@playwright/test";
import { navigateInApp, newWatchedPage, recordFigures, signIn, type PageWatch } from "./support/app";
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
  if (missing.length) tally.problems.push(`${where}: ${missing.length} inputs not shown verbatim, e.g. ${JSON.stringify(missing.slice(0, 3))}`);
  tally.renders += inputs.length - missing.length;
}

async function finish(testInfo: Parameters<Parameters<typeof test>[2]>[1], watch: PageWatch, page: Page, tally: Tally, extra: Record<string, number>) {
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
    await visit(page, `/vendor/product/${id}/edit`, (p) => expect(p.getByText(`HXbold-p${index}`, { exact: true }).first()).toBeVisible({ timeout: 30_000 }), tally);
    await expectRich(page, `p${index}`, "product form (English)", 1, CHUNKS[index].length, tally);
    await expectRich(page, `p${index}-ar`, "product form (Arabic)", 1, CHUNKS[index].length, tally);
    await expectPlain(page, CHUNKS[index], "product form name", tally);
  }

  await visit(page, "/vendor/product-catalog", (p) => expect(p.getByText("HX[name-p0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }), tally);
  await expectPlain(page, CHUNKS.flat(), "product catalogue", tally);

  await visit(page, "/vendor/shop", (p) => expect(p.getByText("HXbold-p0", { exact: true }).first()).toBeAttached({ timeout: 30_000 }), tally);
  for (const [index, chunk] of CHUNKS.entries()) await expectRich(page, `p${index}`, "shop preview", 1, chunk.length, tally);
  await expectPlain(page, CHUNKS.flat(), "shop preview names", tally);

  await finish(testInfo, watch, page, tally, { "inputs tried": ALL_INPUTS.length });
  await context.close();
});

test("store, dispute and menu: hostile store description, replies and item names where the seller sees them (Arabic)", async ({ browser }, testInfo) => {
  const { page, context, watch } = await newWatchedPage(browser, { locale: "ar-AE" });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await signIn(page);
  const inputs = CHUNKS.flat();
  await apiOk(page, "PATCH", "vendor/store", { store: { description_en: richText(inputs, "store"), description_ar: richText(inputs, "store-ar") } });
  const menu: number[] = [];
  for (const [index, chunk] of CHUNKS.entries()) {
    await apiOk(page, "POST", `common/disputes/${DISPUTE}/dispute_replies?role=vendor`, { dispute_reply: { description: plainText(chunk, `reply-${index}`) } });
    const item = await apiOk<{ id: number }>(page, "POST", "vendor/menu_items", {
      menu_item: { name_en: plainText(chunk, `menu-${index}`), name_ar: plainText(chunk, `menu-ar-${index}`), link: `hostile-${index}`, parent_id: 0 },
    });
    menu.push(item.id);
  }
  const tally: Tally = { renders: 0, pages: 0, problems: [] };

  await visit(page, "/vendor/profile", (p) => expect(p.getByText("HXbold-store", { exact: true }).first()).toBeVisible({ timeout: 30_000 }), tally);
  await expectRich(page, "store", "store profile", 1, inputs.length, tally);

  await visit(page, "/vendor/edit-store", (p) => expect(p.getByText("HXbold-store-ar", { exact: true }).first()).toBeVisible({ timeout: 30_000 }), tally);
  await expectRich(page, "store", "edit store (English)", 1, inputs.length, tally);
  await expectRich(page, "store-ar", "edit store (Arabic)", 1, inputs.length, tally);

  await visit(page, "/vendor/shop", (p) => expect(p.locator("main h1, main h2").first()).toBeVisible({ timeout: 30_000 }), tally);

  await visit(page, `/vendor/disputes-detail/${DISPUTE}`, (p) => expect(p.getByText("HX[reply-0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }), tally);
  await expectPlain(page, inputs, "dispute replies", tally);

  await visit(page, "/vendor/menu", (p) => expect(p.getByText("HX[menu-0]", { exact: false }).first()).toBeVisible({ timeout: 30_000 }), tally);
  await expectPlain(page, inputs, "menu list", tally);

  for (const [index, id] of menu.entries()) {
    await visit(page, `/vendor/menu-item/edit/${id}`, (p) => expect(p.locator(`input[value^="HX[menu-${index}]"]`)).toBeAttached({ timeout: 30_000 }), tally);
    await expectPlain(page, CHUNKS[index], "menu item form", tally);
  }

  await finish(testInfo, watch, page, tally, {});
  await context.close();
});
