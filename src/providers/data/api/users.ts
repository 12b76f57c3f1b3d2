import { USERS_PAGE_SIZE } from "@/config/constants";
import type { ApiArea } from "./types";

/**
 * Store & Users (document 2 §7): the store's customers (`GET users?page=&records_per_page=12`,
 * answer `data.customers`), the password change and the e-mail to one customer. The store itself
 * is read with the shell's `store` operation and saved with the onboarding area's `updateStore`
 * (`PATCH store`).
 */
export const usersApi = {
  resources: {
    users: { base: "vendor", path: "users", pageSize: USERS_PAGE_SIZE, listKey: "customers" },
  },
  operations: {
    changePassword: { base: "vendor", path: "profile/change_password", method: "patch" },
    sendIndividualEmail: { base: "vendor", path: "emails/send_individual_email", method: "post" },
  },
} satisfies ApiArea;
