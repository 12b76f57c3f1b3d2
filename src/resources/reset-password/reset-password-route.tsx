import { Suspense, useEffect, useRef, useState } from "react";
import { useActiveAuthProvider } from "@refinedev/core";
import { useLocation, useNavigate } from "react-router";
import { forgetResetLanding, heldResetLanding, takeResetLanding } from "@/providers/auth/reset-landing";
import { hasResetParams, readResetLink, withoutResetParams, type ResetCredentials } from "@/domain/reset-link";
import { PageLoader } from "@/components/page-loader";
import { lazyPage } from "@/components/lazy-page";
import { ResetLinkContext, type ResetLink } from "./reset-link-context";

const ResetPasswordPage = lazyPage(() => import("./reset-password-page"), "ResetPasswordPage");

type LinkEnder = { endResetLink?: (credentials: ResetCredentials, options?: { unloading?: boolean }) => void };

/**
 * `/reset-password`, where the e-mailed reset link lands with a live session in its query
 * (devise_token_auth, session-contract §1.4). The app's entry has already taken the link out of
 * the address bar and the history (src/providers/auth/reset-landing.ts); rendered without it (a router of its
 * own, as in the tests), this route does the same before the page loads or anything calls the
 * server. It holds the link's session (rotated by the page's calls) and ends it on the server when
 * the seller leaves without saving: another screen of the app, or the page closed or reloaded.
 */
export function ResetPasswordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const authProvider = useActiveAuthProvider() as LinkEnder | undefined;
  const [landed] = useState(() => {
    takeResetLanding();
    const landing = heldResetLanding();
    if (landing) return landing.credentials;
    return hasResetParams(location.search) ? readResetLink(location.search) : null;
  });
  const held = useRef(landed);
  const [link] = useState<ResetLink>(() => ({ credentials: landed, hold: (next) => void (held.current = next) }));
  const exposed = hasResetParams(location.search);
  const { pathname, search, hash } = location;

  // The router's own record of the address (it read it before this route ran): replaced too. An
  // effect, not a layout effect: the router subscribes to the history in its own layout effect,
  // which runs after this component's, so a replace made earlier would not reach it. Until then
  // nothing renders here, so no call can be made.
  useEffect(() => {
    if (exposed) void navigate({ pathname, search: withoutResetParams(search), hash }, { replace: true });
  }, [exposed, navigate, pathname, search, hash]);

  // Leaving without saving ends the link's session (saving ends it, and holds null). The end on
  // unmount waits a task: React's development double mount unmounts and mounts again at once.
  const endResetLink = authProvider?.endResetLink;
  const pendingLeave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingLeave.current);
    // The handover is done: the link now lives in this route only.
    forgetResetLanding();
    const leave = (unloading: boolean) => {
      const credentials = held.current;
      held.current = null;
      if (credentials) endResetLink?.(credentials, { unloading });
    };
    const onPageHide = () => leave(true);
    addEventListener("pagehide", onPageHide);
    return () => {
      removeEventListener("pagehide", onPageHide);
      pendingLeave.current = setTimeout(() => leave(false), 0);
    };
  }, [endResetLink]);

  return (
    <ResetLinkContext value={link}>
      <Suspense fallback={<PageLoader />}>{exposed ? null : <ResetPasswordPage />}</Suspense>
    </ResetLinkContext>
  );
}
