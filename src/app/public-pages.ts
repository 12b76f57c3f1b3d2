import { lazyPage } from "@/components/lazy-page";
import { ResetPasswordRoute } from "@/resources/reset-password/reset-password-route";
import { paths } from "@/config/paths";

/** Screens outside the signed-in area (document 1 §2.1). */
export const publicPages = [
  { path: paths.login, titleKey: "auth.titles.login", page: lazyPage(() => import("@/resources/login/login-page"), "LoginPage") },
  {
    path: paths.createStore,
    titleKey: "wizard.title",
    page: lazyPage(() => import("@/resources/create-store/create-store-page"), "CreateStorePage"),
  },
  // Not lazy: it takes the e-mailed link's credentials out of the address before its page loads.
  { path: paths.resetPassword, titleKey: "auth.titles.resetPassword", page: ResetPasswordRoute },
  { path: paths.message, titleKey: "pages.message.title", page: lazyPage(() => import("@/resources/message/message-page"), "MessagePage") },
  {
    path: paths.notFound,
    titleKey: "pages.notFound.title",
    page: lazyPage(() => import("@/resources/not-found/not-found-page"), "NotFoundPage"),
  },
];
