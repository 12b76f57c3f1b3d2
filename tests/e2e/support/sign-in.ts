import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../src/mocks/seed/shell-seed";

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in through the login form at `/`, as a seller would. */
export async function signIn(page: Page, account: DemoAccount) {
  const { email, password } = DEMO_ACCOUNTS[account];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in as a vendor account and waits for the signed-in shell. */
export async function signInAsVendor(page: Page, account: DemoAccount = "vendor") {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}
