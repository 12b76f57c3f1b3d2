import { lazyPage } from "@/resources/define-resource";
import { ResetPasswordRoute } from "@/resources/reset-password/reset-password-route";

/** Screens outside the signed-in area (document 1 §2.1). */
export const publicPages = [
  { path: "/", titleKey: "auth.titles.login", page: lazyPage(() => import("@/resources/login/login-page"), "LoginPage") },
  {
    path: "/create-store",
    titleKey: "wizard.title",
    page: lazyPage(() => import("@/resources/create-store/create-store-page"), "CreateStorePage"),
  },
  // Not lazy: it takes the e-mailed link's credentials out of the address before its page loads.
  { path: "/reset-password", titleKey: "auth.titles.resetPassword", page: ResetPasswordRoute },
  { path: "/message", titleKey: "pages.message.title", page: lazyPage(() => import("@/resources/message/message-page"), "MessagePage") },
  {
    path: "/not-found",
    titleKey: "pages.notFound.title",
    page: lazyPage(() => import("@/resources/not-found/not-found-page"), "NotFoundPage"),
  },
];
