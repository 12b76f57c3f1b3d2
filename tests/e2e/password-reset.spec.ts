import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/mocks/seed/shell-seed";

/**
 * The password reset (issue 16), as a seller who forgot it goes through it on the demo build: the
 * Forgot password dialog, the link the mock "e-mailed" (shown by demo builds only), a new password,
 * back at login, signed in with it. Every test has its own browser context, hence its own mock
 * database (kept in that context's local storage): the changed password reaches no other journey.
 * It runs on limited@demo.test, which no other journey signs in with a password it needs afterwards.
 */
test("a seller resets a forgotten password through the e-mailed link and signs in with the new one", async ({ page }) => {
  const { email, password: old } = DEMO_ACCOUNTS.limited;
  const fresh = "Fresh#2026";

  await page.goto("/");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot password" });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Verification has been sent to your email address")).toBeVisible();
  const link = dialog.getByRole("link", { name: "Open the password reset link" });
  await expect(link).toHaveAttribute("href", /\/reset-password\?access-token=[^&]+&client=/);
  const secrets = [...new URL((await link.getAttribute("href"))!).searchParams]
    .filter(([name]) => !["config", "reset_password"].includes(name))
    .map(([, value]) => value);
  expect(secrets).toHaveLength(7);
  await link.click();

  // The credentials left the address bar (and the history) before the form showed.
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(page.url()).not.toContain("access-token");
  // Nothing of the link (reset_password_token included) in the address bar or the history entry.
  const landed = await page.evaluate(() => ({ href: location.href, state: JSON.stringify(history.state) }));
  for (const secret of secrets) {
    expect(landed.href).not.toContain(encodeURIComponent(secret));
    expect(landed.state).not.toContain(secret);
  }
  await page.getByLabel(/^New password/).fill(fresh);
  await page.getByLabel(/^Confirm new password/).fill(fresh);
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page.getByText("Your password has been successfully updated.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(old);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid login credentials. Please try again.")).toBeVisible();
  await page.getByLabel(/^Password/).fill(fresh);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});
