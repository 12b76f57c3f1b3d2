import { expect } from "vitest";
import { screen } from "@testing-library/react";
import { session } from "@/providers/auth/session";
import { loadArabicSupport } from "@/providers/i18n/i18n";
import { renderApp, signInAs } from "./render-app";

/**
 * Renders the app as a seller who chose Arabic: the saved preference, with the Arabic chunk
 * loaded first (as main.tsx does before the first render), so the first paint is already Arabic.
 */
export async function renderInArabic(path: string) {
  session.savePreference("lang", "ar");
  await loadArabicSupport();
  return renderApp(path);
}

/** The page runs right to left, in Arabic, with the mirroring style cache in use. */
export function expectRightToLeft() {
  expect(document.documentElement).toHaveAttribute("dir", "rtl");
  expect(document.documentElement).toHaveAttribute("lang", "ar");
  expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
}

/**
 * The demo vendor's page at `path` in Arabic: its level-1 heading reads `heading` (waited for, as
 * the page's code loads) and the page runs right to left.
 */
export async function openInArabic(path: string, heading: string) {
  signInAs("vendor");
  const view = await renderInArabic(path);
  expect(await screen.findByRole("heading", { name: heading, level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
  expectRightToLeft();
  return view;
}

/** An Arabic month name: a date written in Arabic shows one. */
export const ARABIC_MONTH = /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/;
