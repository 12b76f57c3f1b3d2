import { hasResetParams, readResetLink, withoutResetParams, type ResetCredentials } from "@/domain/reset-link";
import { paths } from "@/config/paths";

/**
 * The landing of the e-mailed reset link (`/reset-password?access-token=…&reset_password_token=…`,
 * devise_token_auth's redirect): its secrets leave the address bar and the history entry before
 * anything else of the page runs, and stay in this page's memory only.
 *
 * It runs first in the boot script of the prerendered build (before the body is parsed, so before
 * the page asks for any chunk, whose request would carry the address as its Referer) and first in
 * the app's entry (the dev server, a page without the boot script); the route takes the link from
 * here. The two are separate bundles, so the link is handed over on the page's window under a
 * symbol: memory, never storage or history.
 */
const HANDOVER = Symbol.for("seller-back-office.reset-link");

/** What the landing took: the link's session, or null when its query held no whole session. */
export type ResetLanding = { credentials: ResetCredentials | null };

type Holder = { [HANDOVER]?: ResetLanding };

const holder = (): Holder => (typeof window === "undefined" ? {} : (window as unknown as Holder));

/**
 * On `/reset-password` with anything but the app's own parameters in the query: reads the link
 * into memory and replaces the history entry with the bare address (state null). Elsewhere, or
 * once done, nothing.
 */
export function takeResetLanding(): void {
  if (typeof location === "undefined" || location.pathname !== paths.resetPassword) return;
  const { pathname, search, hash } = location;
  if (!hasResetParams(search)) return;
  holder()[HANDOVER] = { credentials: readResetLink(search) };
  history.replaceState(null, "", `${pathname}${withoutResetParams(search)}${hash}`);
}

/** The landing this page took, if any. */
export function heldResetLanding(): ResetLanding | undefined {
  return holder()[HANDOVER];
}

/** The route has taken the link over (it holds it from then on): the handover keeps nothing. */
export function forgetResetLanding(): void {
  delete holder()[HANDOVER];
}
