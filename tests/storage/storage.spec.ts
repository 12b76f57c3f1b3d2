import { chromium, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import {
  DeleteBucketCorsCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutBucketCorsCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { PRODUCT_IMPORT_SPEC } from "../../src/domain/products-import";
import { sampleCsv } from "../../src/domain/bulk-import-csv";
import { signIn, signInAsVendor } from "../e2e/support/sign-in";
import { gradientPng, licencePdf, pngSize } from "../e2e/support/test-files";
import { deployJson, withNames } from "../support/deploy-docs";
import type { Policy } from "../support/iam-policy";
import { chromiumLaunchOptions } from "../support/chromium";
import { buildApp, freePort, selfSignedCertificate, serveApp } from "./support/app-server";
import { StorageStack, type CorsRule } from "./support/storage-stack";
import { escapeRegExp, fieldLabel } from "../support/patterns";

/**
 * Uploads against a real S3 protocol (issue 17). The demo build (mock API) is built with the
 * storage variables pointing at s3rver behind a gate that checks SigV4 signatures and applies
 * deploy/README.md's bucket and IAM policies, and at a Cognito stand-in; it is served through
 * nginx with the deployment's CSP. Chromium runs the app's own SDK code: the wizard's logo (with its
 * 250 and 100 px versions) and licence, the store form's logo (replaced: the old object deleted),
 * a product image with its versions, a duplicate's copies of its images, a bulk import CSV; another device's file is never deleted; a
 * running upload is cancelled; a wrong signature and a missing CORS rule make uploads fail.
 * The objects are then read back with the SDK in Node (bytes, content types, PNG sizes).
 *
 * STORAGE_SUITE_BREAK=signature (wrong secrets), cors (no CORS rule), keys (credentials of another
 * identity than the keys') or csp (the bucket's origin missing from STORAGE_ORIGINS) breaks the
 * setup for the whole run: the suite must fail.
 */
const BUCKET = "seller-uploads-test";
const REGION = "us-east-1";
const POOL = "us-east-1:5e11e700-0000-4000-8000-000000000017";
const COGNITO = `https://cognito-identity.${REGION}.amazonaws.com`;
const OUT = "dist-storage";
const BREAK = process.env.STORAGE_SUITE_BREAK ?? "";

type ApiCall = { method: string; path: string; body: Record<string, unknown> };

let stack: StorageStack;
let app: { origin: string; stop: () => Promise<void> };
let browser: Browser;
let context: BrowserContext;
let page: Page;
let s3: S3Client;
let cors: CorsRule[];
const api: ApiCall[] = [];
/** Gate log positions where a refusal is expected (the wrong-signature and no-CORS checks). */
const expectedRefusals: [number, number][] = [];

test.describe.configure({ mode: "serial" });

const keyOf = (url: unknown) => decodeURIComponent(new URL(String(url)).pathname).replace(`/${BUCKET}/`, "");
const generated = (folder: string, identityId: string, ext: string, suffix = "") =>
  new RegExp(`^${escapeRegExp(folder)}/${escapeRegExp(identityId)}/[0-9a-f-]{36}${suffix}\\.${ext}$`);
const identity = () => stack.identities.at(-1) ?? "";
const lastCall = (method: string, path: RegExp) => api.filter((call) => call.method === method && path.test(call.path)).at(-1);

async function read(key: string) {
  const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** What the app's sign-out does to the browser's storage (session.clear): every `sbo.` key but preferences. */
async function clearSession() {
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("sbo.") && !key.startsWith("sbo.pref."))
      .forEach((key) => localStorage.removeItem(key)),
  );
}

async function pickLogoAndSave(png: Buffer, name: string) {
  await page.goto("/vendor/edit-store");
  await expect(page.getByRole("heading", { name: "Edit Store", level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Store Logo").setInputFiles({ name, mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Update" }).click();
}

/** Waits for what follows a save, and names the bucket's refusals when the upload failed instead. */
async function expectUploaded(next: ReturnType<Page["getByRole"]>) {
  const failed = page.getByText("File upload error").first();
  await expect(next.or(failed)).toBeVisible({ timeout: 30_000 });
  const refusals = stack.log.filter((entry) => entry.status >= 400).map((entry) => `${entry.method} ${entry.code}`);
  expect(
    await failed.isVisible(),
    `the upload failed: ${refusals.length ? [...new Set(refusals)].join(", ") : "no request reached the bucket (CORS or CSP refused it)"}`,
  ).toBe(false);
  await expect(next).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const docs = deployJson();
  const nginxPort = await freePort();
  const names = { bucket: BUCKET, region: REGION, identityPoolId: POOL, appOrigin: `http://127.0.0.1:${nginxPort}` };
  cors = withNames(docs["Bucket CORS rules"] as { CORSRules: CorsRule[] }, names).CORSRules;
  const policies = { role: withNames(docs["IAM role policy"] as Policy, names), bucket: withNames(docs["Bucket policy"] as Policy, names) };
  stack = new StorageStack({
    bucket: BUCKET,
    cors: BREAK === "cors" ? [] : cors,
    policies,
    tls: await selfSignedCertificate(new URL(COGNITO).hostname),
  });
  if (BREAK === "signature") stack.cognitoMode = "wrong-secret";
  if (BREAK === "keys") stack.cognitoMode = "other-identity";
  await stack.start();
  const buildMs = await buildApp(OUT, {
    VITE_STORAGE_BUCKET: BUCKET,
    VITE_STORAGE_REGION: REGION,
    VITE_STORAGE_ENDPOINT: stack.endpoint,
    VITE_STORAGE_IDENTITY_POOL_ID: POOL,
  });
  console.log(
    `storage suite: built in ${Math.round(buildMs / 1000)} s; s3rver ${stack.s3rverEndpoint}, gate ${stack.endpoint}${BREAK ? `, broken on purpose: ${BREAK}` : ""}`,
  );
  app = await serveApp(OUT, nginxPort, BREAK === "csp" ? [COGNITO] : [stack.endpoint, COGNITO]);
  s3 = new S3Client({
    region: REGION,
    endpoint: stack.s3rverEndpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  // The app calls Cognito's real endpoint (the CSP must allow it): this browser resolves it to the stand-in.
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--host-resolver-rules=MAP ${new URL(COGNITO).hostname} 127.0.0.1:${stack.cognitoPort}`,
      "--ignore-certificate-errors",
    ],
  });
  context = await browser.newContext({ baseURL: app.origin, locale: "en-US", timezoneId: "UTC", reducedMotion: "reduce" });
  await context.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = found;
    document.addEventListener("securitypolicyviolation", (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  page = await context.newPage();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/api/v1/") || request.method() === "GET") return;
    api.push({ method: request.method(), path, body: (request.postDataJSON() ?? {}) as Record<string, unknown> });
  });
});

test.afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  await stack?.stop();
});

test("wizard: the store logo with its 250 and 100 px versions, and the licence PDF, under the identity's own prefix", async () => {
  await signIn(page, "customer");
  await expect(page.getByRole("heading", { name: "Your store" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("combobox", { name: /^Country/ }).click();
  await page.getByRole("option", { name: "United Arab Emirates" }).click();
  for (const [label, value] of Object.entries({
    "Store Name (English)": "Palm Storage Goods",
    "Description (English)": "Home goods from Dubai",
    "Authorized Signatory (English)": "Layla Haddad",
    "Number of SKUs": "40",
    "Store Address": "Dubai Marina",
  })) {
    await page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)).fill(value);
  }
  const logo = gradientPng(640, 360);
  await page.getByLabel("Store Logo").setInputFiles({ name: "My Logo.png", mimeType: "image/png", buffer: logo });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expectUploaded(page.getByRole("heading", { name: "Business documents" }));

  const me = identity();
  expect(me).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
  const store = lastCall("POST", /\/store\/create_store$/)!.body.store as {
    logo_image: string;
    logo_image_resized: { medium: string; small: string };
  };
  expect(store.logo_image.startsWith(`${stack.endpoint}/${BUCKET}/`)).toBe(true);
  const original = keyOf(store.logo_image);
  expect(original).toMatch(generated("media/images", me, "png"));
  expect(await read(original)).toEqual({ bytes: logo, contentType: "image/png" });
  for (const [url, size] of [
    [store.logo_image_resized.medium, 250],
    [store.logo_image_resized.small, 100],
  ] as const) {
    expect(keyOf(url)).toBe(original.replace(".png", `_${size}x${size}.png`));
    const version = await read(keyOf(url));
    expect(version.contentType).toBe("image/png");
    expect(pngSize(version.bytes)).toEqual({ width: size, height: size });
  }

  for (const [label, value] of Object.entries({
    "Business Name": "Palm Goods LLC",
    "Business Type": "LLC",
    "License Number": "CN-123456",
  })) {
    await page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)).fill(value);
  }
  const pdf = await licencePdf();
  await page.getByLabel("License (PDF)").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: "Bank details" })).toBeVisible({ timeout: 30_000 });
  const licence = keyOf(
    (lastCall("PATCH", /\/store\/update_documents$/)!.body.store as { businsess_license_file: string }).businsess_license_file,
  );
  expect(licence).toMatch(generated("documents", me, "pdf"));
  expect(await read(licence)).toEqual({ bytes: pdf, contentType: "application/pdf" });
});

let replacedKey = "";

test("store form: a new logo is stored, then replaced, and the replaced object is deleted", async () => {
  const identities = stack.identities.length;
  await clearSession();
  await signInAsVendor(page);
  const first = gradientPng(500, 300);
  await pickLogoAndSave(first, "first.png");
  await expect(page.getByText("Store updated")).toBeVisible({ timeout: 30_000 });
  // Signed out and in again: a new storage identity.
  expect(stack.identities).toHaveLength(identities + 1);
  const me = identity();
  const firstUrl = (lastCall("PATCH", /\/vendor\/store$/)!.body.store as { logo_image: string }).logo_image;
  const firstKey = keyOf(firstUrl);
  expect(firstKey).toMatch(generated("media/images", me, "png"));
  const stored = await read(firstKey);
  expect(stored.contentType).toBe("image/png");
  expect(pngSize(stored.bytes)).toEqual({ width: 250, height: 250 });
  // The profile shows it from the bucket: public read of media, allowed by the CSP's img-src.
  const shown = page.locator(`img[src="${firstUrl}"]`).first();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 15_000 }).toBe(250);

  await pickLogoAndSave(gradientPng(300, 500), "second.png");
  await expect(page.getByText("Store updated")).toBeVisible({ timeout: 30_000 });
  replacedKey = keyOf((lastCall("PATCH", /\/vendor\/store$/)!.body.store as { logo_image: string }).logo_image);
  expect(replacedKey).toMatch(generated("media/images", me, "png"));
  expect(await exists(replacedKey)).toBe(true);
  await expect.poll(() => exists(firstKey)).toBe(false);
  expect(stack.log.filter((entry) => entry.method === "DELETE" && entry.key === firstKey)).toEqual([
    expect.objectContaining({ identityId: me, status: 204 }),
  ]);
});

test("another device: the logo stored under the earlier identity is never asked to be deleted; the new one is saved", async () => {
  const earlier = identity();
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("sbo.storage-identity."))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await pickLogoAndSave(gradientPng(400, 400), "third.png");
  await expect(page.getByText("Store updated")).toBeVisible({ timeout: 30_000 });
  const now = identity();
  expect(now).not.toBe(earlier);
  const newKey = keyOf((lastCall("PATCH", /\/vendor\/store$/)!.body.store as { logo_image: string }).logo_image);
  expect(newKey).toMatch(generated("media/images", now, "png"));
  await page.waitForLoadState("networkidle");
  expect(await exists(replacedKey)).toBe(true);
  expect(stack.log.filter((entry) => entry.key === replacedKey && entry.method === "DELETE")).toEqual([]);
  // Had it asked (a tampered client with this identity's credentials), the bucket would refuse.
  const [accessKeyId, issued] = [...stack.issued].filter(([, candidate]) => candidate.identityId === now).at(-1)!;
  const asNow = new S3Client({
    region: REGION,
    endpoint: stack.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey: issued.secretAccessKey, sessionToken: issued.sessionToken },
  });
  const refused = await asNow
    .send(new DeleteObjectCommand({ Bucket: BUCKET, Key: replacedKey }))
    .catch((error: { name?: string }) => error.name);
  expect(refused).toBe("AccessDenied");
  expect(await exists(replacedKey)).toBe(true);
  expectedRefusals.push([stack.log.length - 1, stack.log.length]);
});

test("product: a variant's featured image with its 250 and 100 px versions", async () => {
  const productId = await page.evaluate(() => {
    const state = window.__mockApi!.saved() as unknown as {
      users: { email: string; store_id: number }[];
      products: { id: number; store_id: number }[];
    };
    const storeId = state.users.find((user) => user.email === "vendor@demo.test")!.store_id;
    return state.products.find((product) => product.store_id === storeId)!.id;
  });
  await page.goto(`/vendor/product/${productId}/edit`);
  const variant = page.getByRole("region", { name: "Variants" }).getByRole("region").first();
  const image = gradientPng(400, 300);
  await variant.getByLabel(fieldLabel("Featured image")).setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: image });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible({ timeout: 30_000 });
  const sent = (
    lastCall("PUT", new RegExp(`/vendor/products/${productId}$`))!.body.product as {
      variants_attributes: { featured_image: string; featured_image_resized: { medium: string; small: string } }[];
    }
  ).variants_attributes[0];
  const key = keyOf(sent.featured_image);
  expect(key).toMatch(generated("media/images", identity(), "png"));
  expect(await read(key)).toEqual({ bytes: image, contentType: "image/png" });
  for (const [url, size] of [
    [sent.featured_image_resized.medium, 250],
    [sent.featured_image_resized.small, 100],
  ] as const) {
    const version = await read(keyOf(url));
    expect(version.contentType).toBe("image/png");
    expect(pngSize(version.bytes)).toEqual({ width: size, height: size });
  }
});

test("duplicate: the first save copies the images it kept to keys of its own, and deletes nothing", async () => {
  if (!page.url().startsWith(app.origin)) await signInAsVendor(page);
  const productId = await page.evaluate(() => {
    const state = window.__mockApi!.saved() as unknown as {
      users: { email: string; store_id: number }[];
      products: { id: number; store_id: number; variants: unknown[] }[];
    };
    const storeId = state.users.find((user) => user.email === "vendor@demo.test")!.store_id;
    return state.products.find((product) => product.store_id === storeId && product.variants.length === 1)!.id;
  });
  type Sent = { variants_attributes: { featured_image: string; featured_image_resized: { medium: string; small: string } }[] };
  const imagesOf = (sent: Sent) => {
    const [variant] = sent.variants_attributes;
    return [variant.featured_image, variant.featured_image_resized.medium, variant.featured_image_resized.small].map(keyOf);
  };
  await page.goto(`/vendor/product/${productId}/edit`);
  const variant = page.getByRole("region", { name: "Variants" }).getByRole("region").first();
  const image = gradientPng(320, 240);
  await variant.getByLabel(fieldLabel("Featured image")).setInputFiles({ name: "source.png", mimeType: "image/png", buffer: image });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated successfully")).toBeVisible({ timeout: 30_000 });
  const originals = imagesOf(lastCall("PUT", new RegExp(`/vendor/products/${productId}$`))!.body.product as Sent);

  const from = stack.log.length;
  await page.goto(`/vendor/product/create?duplicate=${productId}`);
  await expect(page.getByText("Create Product")).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole("region", { name: "Variants" })
    .getByRole("textbox", { name: fieldLabel("SKU") })
    .fill(`COPY-${productId}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expectUploaded(page.getByText("Product created successfully"));
  const copies = imagesOf(lastCall("POST", /\/vendor\/products$/)!.body.product as Sent);
  copies.forEach((key) => expect(key).toMatch(generated("media/images", identity(), "png")));
  expect(copies.filter((key) => originals.includes(key))).toEqual([]);
  for (const [index, key] of copies.entries()) expect(await read(key)).toEqual(await read(originals[index]));
  expect(
    stack.log
      .slice(from)
      .filter((entry) => entry.copySource)
      .map((entry) => [entry.copySource, entry.key, entry.status]),
  ).toEqual(expect.arrayContaining(originals.map((key, index) => [key, copies[index], 200])));
  await page.waitForLoadState("networkidle");
  expect(stack.log.slice(from).filter((entry) => entry.method === "DELETE")).toEqual([]);
  for (const key of originals) expect(await exists(key)).toBe(true);
});

test("bulk import: the CSV goes to imports/<identity>/ and the import call carries its URL and key", async () => {
  await page.goto("/vendor/product-catalog");
  await page.getByRole("button", { name: "Bulk import Products" }).click();
  const dialog = page.getByRole("dialog");
  const csv = Buffer.from(sampleCsv(PRODUCT_IMPORT_SPEC), "utf8");
  await dialog.locator("input[type=file]").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: csv });
  await expect(dialog.getByText("products.csv").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Import and Update Products" }).click();
  await expect(page.getByText("Import started. The file will be processed shortly.")).toBeVisible({ timeout: 30_000 });
  const sent = lastCall("POST", /\/common\/bulk_imports\/import$/)!.body.bulk_import as {
    file_url: string;
    key: string;
    file_name: string;
  };
  expect(sent.key).toMatch(generated("imports", identity(), "csv"));
  expect(keyOf(sent.file_url)).toBe(sent.key);
  expect(sent.file_name).toBe("products.csv");
  expect(await read(sent.key)).toEqual({ bytes: csv, contentType: "text/csv" });
});

test("cancel: the seller stops a running upload; what reached the bucket is deleted and nothing is saved", async () => {
  const saves = api.length;
  stack.hold = /^media\/images\//;
  try {
    await pickLogoAndSave(gradientPng(300, 300), "held.png");
    // The bytes are in the bucket, the answer has not come: the upload runs, with its progress and Cancel.
    await expect(page.getByRole("progressbar", { name: "Upload of held.png" })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => stack.log.filter((entry) => entry.held).length).toBe(1);
    const [held] = stack.log.filter((entry) => entry.held);
    expect(await exists(held.key)).toBe(true);
    await page.getByRole("button", { name: "Cancel upload" }).click();
    await expect(page.getByText("Upload of held.png cancelled: nothing was saved.").first()).toBeVisible();
    await expect.poll(() => exists(held.key)).toBe(false);
    expect(stack.log.filter((entry) => entry.method === "DELETE" && entry.key === held.key)).toEqual([
      expect.objectContaining({ status: 204 }),
    ]);
  } finally {
    stack.hold = null;
    stack.release();
  }
  expect(api.slice(saves).filter((call) => call.method === "PATCH")).toEqual([]);
  await expect(page.getByText("File upload error")).toHaveCount(0);
});

test("a wrong signature is refused: the seller sees File upload error and nothing is saved", async () => {
  const saves = api.length;
  const from = stack.log.length;
  stack.cognitoMode = "wrong-secret";
  try {
    await pickLogoAndSave(gradientPng(200, 200), "unsigned.png");
    await expect(page.getByText("File upload error").first()).toBeVisible({ timeout: 30_000 });
  } finally {
    stack.cognitoMode = BREAK === "signature" ? "wrong-secret" : "normal";
  }
  expect(
    stack.log
      .slice(from)
      .filter((entry) => entry.method === "PUT")
      .map((entry) => entry.code),
  ).toContain("SignatureDoesNotMatch");
  expectedRefusals.push([from, stack.log.length]);
  expect(api.slice(saves).filter((call) => call.method === "PATCH")).toEqual([]);
});

test("without the CORS rule the browser refuses the upload: File upload error, nothing stored or saved", async () => {
  const saves = api.length;
  const from = stack.log.length;
  await s3.send(new DeleteBucketCorsCommand({ Bucket: BUCKET }));
  stack.cors = [];
  try {
    await pickLogoAndSave(gradientPng(210, 210), "no-cors.png");
    await expect(page.getByText("File upload error").first()).toBeVisible({ timeout: 30_000 });
  } finally {
    if (BREAK !== "cors") {
      await s3.send(new PutBucketCorsCommand({ Bucket: BUCKET, CORSConfiguration: { CORSRules: cors } }));
      stack.cors = cors;
    }
  }
  // The preflight failed: no upload reached the bucket.
  expect(stack.log.slice(from).filter((entry) => entry.method === "PUT" && entry.status === 200)).toEqual([]);
  expectedRefusals.push([from, stack.log.length]);
  expect(api.slice(saves).filter((call) => call.method === "PATCH")).toEqual([]);
});

test("every request was allowed by deploy/README.md's policies, no delete left the identity's prefix, no CSP violation", async () => {
  const outside = (index: number) => !expectedRefusals.some(([from, to]) => index >= from && index < to);
  const refused = stack.log.filter(
    (entry, index) => outside(index) && entry.status >= 400 && !(entry.method === "DELETE" && entry.status === 204),
  );
  expect(refused).toEqual([]);
  const deletes = stack.log.filter((entry, index) => entry.method === "DELETE" && outside(index));
  expect(deletes.length).toBeGreaterThan(0);
  for (const entry of deletes) expect(entry.key.split("/").slice(0, -1).join("/").endsWith(`/${entry.identityId}`), entry.key).toBe(true);
  // Only public reads go unsigned.
  expect(stack.log.filter((entry, index) => outside(index) && !entry.identityId && entry.method !== "GET")).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(stack.cognitoCalls.filter((call) => call === "GetId")).toHaveLength(stack.identities.length);
});
