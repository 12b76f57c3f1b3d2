import { vendorCalls } from "./calls";
import type { ApiArea } from "./types";

/**
 * The create-store wizard's calls (document 1 §7.2). Sign-up (`POST /auth`) belongs to the auth
 * provider's `register`. Bodies are wrapped as `{store: {...}}` by the wizard's mappers.
 */
export const onboardingApi = {
  operations: {
    ...vendorCalls("get", { storeNameExistence: "store/name_existence" }),
    ...vendorCalls("post", { createStore: "store/create_store" }),
    ...vendorCalls("patch", {
      updateStore: "store",
      updateDocuments: "store/update_documents",
      updateBankDetails: "store/update_bank_details",
      updateVat: "store/update_vat",
      updateTermsConditions: "store/update_terms_conditions",
    }),
  },
} satisfies ApiArea;
