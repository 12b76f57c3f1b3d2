import { Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { hasResetParams, readResetLink, withoutResetParams } from "@/domain/reset-link";
import { PageLoader } from "@/components/page-loader";
import { lazyPage } from "@/components/lazy-page";
import { ResetLinkContext } from "./reset-link-context";

const ResetPasswordPage = lazyPage(() => import("./reset-password-page"), "ResetPasswordPage");

/**
 * `/reset-password`, where the e-mailed reset link lands with a live session in its query
 * (devise_token_auth, session-contract §1.4). This small part ships with the app's entry, so the
 * credentials leave the address bar before the page itself loads or anything calls the server:
 * read once into memory, then the address is replaced without them (no history entry keeps them)
 * before the page renders.
 */
export function ResetPasswordRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readResetLink(location.search));
  const exposed = hasResetParams(location.search);
  const { pathname, search, hash } = location;

  // An effect, not a layout effect: the router subscribes to the history in its own layout effect,
  // which runs after this component's, so a replace made earlier would not reach it. Until then
  // nothing renders here, so no call can be made.
  useEffect(() => {
    if (exposed) void navigate({ pathname, search: withoutResetParams(search), hash }, { replace: true });
  }, [exposed, navigate, pathname, search, hash]);

  return (
    <ResetLinkContext value={link}>
      <Suspense fallback={<PageLoader />}>{exposed ? null : <ResetPasswordPage />}</Suspense>
    </ResetLinkContext>
  );
}
