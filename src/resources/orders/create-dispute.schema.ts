import { object, string } from "yup";
import { DISPUTE_DESCRIPTION_MIN } from "@/domain/orders";

/** Dispute creation (document 1 §5): a description of at least 10 characters. Messages are i18n keys. */
export const createDisputeSchema = object({
  description: string()
    .trim()
    .required("orders.validation.descriptionMin")
    .min(DISPUTE_DESCRIPTION_MIN, "orders.validation.descriptionMin"),
});

export type CreateDisputeValues = { description: string };
