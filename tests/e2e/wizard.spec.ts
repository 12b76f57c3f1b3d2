import { expect, test, type Page } from "@playwright/test";
import { readPdfFormValues } from "../../src/lib/pdf-form";
import { signIn } from "./support/sign-in";
import { gradientPng, licencePdf, pngSize } from "./support/test-files";
import { storedKey } from "../support/storage-keys";

type MockObject = { contentType: string; size: number; base64: string | null };
type MockState = {
  users: { email: string; unique_code?: string | null; store_id: number | null }[];
  stores: Record<string, unknown>[];
  objects: Record<string, MockObject>;
};

/** The embedded mock API's state, as the browser mock persists it. */
async function mockState(page: Page): Promise<MockState> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("mock-api.db") ?? "{}").state);
}

const bytes = (object: MockObject) => new Uint8Array(Buffer.from(object.base64 ?? "", "base64"));

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    // A required field's label ends with a thin space and an asterisk.
    await page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}(\\s*\\*)?$`)).fill(value);
  }
}

const save = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

test("a new seller completes the six steps with real uploads and signs the agreement", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `seller-${Date.now()}@example.com`;
  await page.goto("/create-store?unique_code=ABC123");
  await expect(page.getByRole("heading", { name: "Create Store", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Create Store");

  // 1 SignUp
  await fill(page, {
    Email: email,
    "Contact Number": "+971500001111",
    "First Name (English)": "Layla",
    "Last Name (English)": "Haddad",
    Password: "secret1",
    "Confirm Password": "secret1",
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Successfully Sign Up")).toBeVisible();

  // 2 Store, with a real PNG logo resized in the browser
  await expect(page.getByRole("heading", { name: "Your store" })).toBeVisible();
  await page.getByRole("combobox", { name: /^Country/ }).click();
  await page.getByRole("option", { name: "United Arab Emirates" }).click();
  await fill(page, {
    "Store Name (English)": `Palm Goods ${Date.now()}`,
    "Description (English)": "Home goods from Dubai",
    "Authorized Signatory (English)": "Layla Haddad",
    "Number of SKUs": "40",
    "Store Address": "Dubai Marina",
  });
  await page.getByLabel("Store Logo").setInputFiles({ name: "My Logo.png", mimeType: "image/png", buffer: gradientPng(640, 360) });
  await expect(page.getByRole("img", { name: "Preview of Store Logo" })).toBeVisible();
  await save(page);

  // 3 Document, with a PDF licence
  await expect(page.getByRole("heading", { name: "Business documents" })).toBeVisible();
  await fill(page, { "Business Name": "Palm Goods LLC", "Business Type": "LLC", "License Number": "CN-123456" });
  await page.getByLabel("License (PDF)").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: await licencePdf() });
  await save(page);

  // 4 Bank, 5 Vat
  await expect(page.getByRole("heading", { name: "Bank details" })).toBeVisible();
  await fill(page, {
    "Bank Name": "Emirates Gulf Bank",
    "Account Title": "Palm Goods LLC",
    "Account Number": "0012345678",
    IBAN: "AE070331234567890123456",
  });
  await save(page);
  await expect(page.getByRole("heading", { name: "VAT", exact: true })).toBeVisible();
  await fill(page, { "VAT (%)": "5" });
  await save(page);

  // 6 Terms: the filled agreement in the 600 px viewer, accepted after scrolling to its last page
  await expect(page.getByRole("heading", { name: "Seller agreement" })).toBeVisible();
  const viewer = page.getByRole("region", { name: "Seller agreement" });
  // pdf.js and its worker load with this step only: allow for a cold dev server.
  await expect(viewer.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  expect(await viewer.evaluate((element) => element.getBoundingClientRect().height)).toBe(600);
  const accept = page.getByRole("checkbox", { name: "I have read the seller agreement and accept it" });
  await expect(accept).toBeDisabled();
  await expect(viewer.locator("canvas")).toHaveCount(3);
  await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(accept).toBeEnabled();
  await accept.check();
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByText("Your application received")).toBeVisible();
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByRole("heading", { name: "Application Received" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sbo.")))).toEqual([]);

  // The mock holds the seller, the store and every uploaded object.
  const state = await mockState(page);
  const user = state.users.find((candidate) => candidate.email === email)!;
  expect(user.unique_code).toBe("ABC123");
  const store = state.stores.find((candidate) => candidate.id === user.store_id)!;
  expect(store).toMatchObject({ vat: 5, bank_name: "Emirates Gulf Bank", license_no: "CN-123456", agreement_policy_accepted: true });
  const key = (url: unknown) => decodeURIComponent(new URL(String(url)).pathname).replace("/s3/demo-bucket/", "");
  const logoKey = key(store.logo_image);
  expect(logoKey).toMatch(storedKey("media/images", "png"));
  for (const size of [250, 100]) {
    const resized = state.objects[logoKey.replace(".png", `_${size}x${size}.png`)];
    expect(resized.contentType).toBe("image/png");
    expect(pngSize(bytes(resized))).toEqual({ width: size, height: size });
  }
  expect(key(store.businsess_license_file)).toMatch(storedKey("documents", "pdf"));
  const agreement = state.objects[key(store.agreement_policy_url)];
  expect(agreement.contentType).toBe("application/pdf");
  expect(await readPdfFormValues(bytes(agreement))).toMatchObject({
    store_name: store.name_en,
    signatory_name: "Layla Haddad",
    country: "United Arab Emirates",
    email,
  });
});

test("the customer demo account signing in lands on step 2, Store", async ({ page }) => {
  await signIn(page, "customer");
  await expect(page).toHaveURL(/\/create-store$/);
  await expect(page.getByRole("heading", { name: "Your store" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Store" })).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("combobox", { name: /^Country/ })).toBeVisible();
});
