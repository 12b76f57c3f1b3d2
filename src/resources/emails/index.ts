import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/**
 * E-mails to customers (document 2 §2): the campaign cards (`/vendor/emails`, not linked from the
 * sidebar: the spec lists no entry for it) and the e-mail to one customer (`/vendor/send-email`,
 * opened from the User List with the recipient in navigation state).
 */
export const emailsResource = defineResource({
  name: "emails",
  labelKey: "emails.titles.campaigns",
  menu: false,
  data: false,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.emails,
      action: "list",
      page: lazyPage(() => import("./emails-page"), "EmailsPage"),
      titleKey: "emails.titles.campaigns",
    },
    {
      path: paths.sendEmail,
      action: "create",
      page: lazyPage(() => import("./send-email-page"), "SendEmailPage"),
      titleKey: "emails.titles.send",
    },
  ],
});
