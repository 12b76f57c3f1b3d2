/**
 * The spec's fixed lists, part of the server contract: the client's rules and the mock server both
 * read them from here, so a list the spec names once is written once. What each side does with a
 * list (the client's checks, the mock's own validation) stays on its side.
 */

/** The stages every shipment and service item goes through before any return (document 1 §4.4). */
const FULFILMENT_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "rejected"] as const;

/** Shipment (order) status values (document 1 §4.4). */
export const ORDER_STATUSES = [...FULFILMENT_STATUSES, "partially_returned", "fully_returned"] as const;

/** Service item status values (document 1 §4.4): a service item is returned on its own. */
export const SERVICE_ITEM_STATUSES = [...FULFILMENT_STATUSES, "returned", "return_requested", "return_rejected"] as const;

/**
 * The orders list's status tabs after "all" (document 1 §2.7), in their order: `GET orders/tabs`
 * answers a count for "all" and for each of these.
 */
export const ORDER_TAB_STATUSES = [
  "pending",
  "cancelled",
  "rejected",
  "processing",
  "shipped",
  "delivered",
  "partially_returned",
  "fully_returned",
] as const;

/** The store details document 2 §5 requires (every one but the Arabic description and sender email). */
export const STORE_REQUIRED_FIELDS = [
  "description_en",
  "contact_email",
  "contact",
  "logo_image",
  "no_of_sku",
  "business_name",
  "business_type",
  "business_website",
  "bank_name",
  "bank_account_title",
  "bank_account_no",
  "bank_account_iban",
] as const;
