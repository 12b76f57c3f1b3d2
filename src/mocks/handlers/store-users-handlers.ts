import { http } from "msw";
import { db } from "../db";
import { VENDOR, fail, invalid, ok, readBody, vendor } from "../http-kit";
import { BLANK, isEmail, text, type Errors } from "./onboarding-checks";

/**
 * Store & Users (document 2 §7): the password change and the e-mail to one
 * customer, validated on the server side in the server's own words. The store's
 * customers (`GET users`) are a store collection (src/mocks/collections.ts).
 */
const PASSWORD = { min: 6, max: 32 };

export const storeUsersHandlers = [
  http.patch(
    `${VENDOR}/profile/change_password`,
    vendor(async ({ request, user }) => {
      const body = await readBody<Record<string, unknown>>(request);
      const current = typeof body.old_password === "string" ? body.old_password : "";
      const next = typeof body.new_password === "string" ? body.new_password : "";
      const confirmation = typeof body.confirmation_password === "string" ? body.confirmation_password : "";
      const errors: Errors = {};
      if (!current) (errors.old_password ??= []).push(BLANK);
      if (!next) (errors.new_password ??= []).push(BLANK);
      else if (next.length < PASSWORD.min) (errors.new_password ??= []).push(`is too short (minimum is ${PASSWORD.min} characters)`);
      else if (next.length > PASSWORD.max) (errors.new_password ??= []).push(`is too long (maximum is ${PASSWORD.max} characters)`);
      if (next && confirmation !== next) (errors.confirmation_password ??= []).push("doesn't match Password");
      const refused = invalid(errors);
      if (refused) return refused;
      if (current !== user.password) return fail(422, "Current password is incorrect", { old_password: ["is incorrect"] });
      user.password = next;
      return ok({ id: user.id, email: user.email }, { message: "Password changed successfully" });
    }),
  ),

  http.post(
    `${VENDOR}/emails/send_individual_email`,
    vendor(async ({ request, store }) => {
      const body = await readBody<Record<string, unknown>>(request);
      const email = text(body.email);
      const errors: Errors = {};
      if (!email) (errors.email ??= []).push(BLANK);
      else if (!isEmail(email)) (errors.email ??= []).push("is invalid");
      if (!text(body.subject)) (errors.subject ??= []).push(BLANK);
      if (!text(body.message)) (errors.message ??= []).push(BLANK);
      const refused = invalid(errors);
      if (refused) return refused;
      const customer = db.state.customers.find((entry) => entry.store_id === store.id && entry.email.toLowerCase() === email.toLowerCase());
      if (!customer) return fail(422, "This customer does not belong to your store", { email: ["is not a customer of this store"] });
      db.state.sentEmails.push({
        id: db.nextId(),
        store_id: store.id,
        email: customer.email,
        subject: text(body.subject),
        message: text(body.message),
        sent_at: new Date(db.now()).toISOString(),
      });
      return ok({ message: `Email sent to ${customer.email}` });
    }),
  ),
];
