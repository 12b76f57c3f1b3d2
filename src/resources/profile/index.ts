import StoreIcon from "@mui/icons-material/StoreOutlined";
import { lazyPage } from "@/components/lazy-page";
import { defineResource } from "@/resources/define-resource";
import { paths } from "@/config/paths";

/**
 * Store & Users (document 2 §2): the account page with its Store Details and User List tabs, the
 * store details form and the password change. It reads the store through the shell's `store`
 * operation (no Refine resource of its own); the User List reads the "users" resource.
 */
export const profileResource = defineResource({
  name: "profile",
  labelKey: "shell.menu.storeUsers",
  icon: StoreIcon,
  menu: "sidebar",
  data: false,
  restrictedAccount: "shown",
  routes: [
    {
      path: paths.profile,
      action: "list",
      page: lazyPage(() => import("./profile-page"), "ProfilePage"),
      titleKey: "profile.titles.account",
    },
    {
      path: paths.editStore,
      action: "edit",
      page: lazyPage(() => import("./edit-store-page"), "EditStorePage"),
      titleKey: "profile.titles.editStore",
    },
    {
      path: paths.changePassword,
      action: "edit",
      page: lazyPage(() => import("./change-password-page"), "ChangePasswordPage"),
      titleKey: "profile.titles.changePassword",
    },
  ],
});
