import type { ApiArea } from "./types";

/**
 * The create-store wizard's calls (document 1 §7.2). Sign-up (`POST /auth`) belongs to the auth
 * provider's `register`. Bodies are wrapped as `{store: {...}}` by the wizard's mappers.
 */
export const onboardingApi = {
  operations: {
    storeNameExistence: { base: "vendor", path: "store/name_existence", method: "get" },
    createStore: { base: "vendor", path: "store/create_store", method: "post" },
    updateStore: { base: "vendor", path: "store", method: "patch" },
    updateDocuments: { base: "vendor", path: "store/update_documents", method: "patch" },
    updateBankDetails: { base: "vendor", path: "store/update_bank_details", method: "patch" },
    updateVat: { base: "vendor", path: "store/update_vat", method: "patch" },
    updateTermsConditions: { base: "vendor", path: "store/update_terms_conditions", method: "patch" },
  },
} satisfies ApiArea;
