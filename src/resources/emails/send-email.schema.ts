import { object, string } from "yup";

/** Send email (document 2 §5): subject and message required ("Required"). Messages are i18n keys. */
export const sendEmailSchema = object({
  subject: string().trim().required("validation.required"),
  message: string().trim().required("validation.required"),
});

export type SendEmailValues = { subject: string; message: string };
