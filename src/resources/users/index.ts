import { defineResource } from "@/resources/define-resource";

/**
 * The Refine resource "users": the store's customers (`GET users`, document 2 §7). It reads data
 * through the data provider, so it is registered (data: true), but it has no screen of its own:
 * its list (src/components/users) is the User List tab of /vendor/profile (src/resources/profile)
 * and its cards lead to /vendor/send-email (src/resources/emails).
 */
export const usersResource = defineResource({
  name: "users",
  labelKey: "users.titles.list",
  menu: false,
  data: true,
  restrictedAccount: "shown",
  routes: [],
});
