import { describe, expect, it } from "vitest";
import { db } from "@/mocks/db";
import { createSession } from "@/mocks/server-session";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";

const BASE = "http://localhost/api/v1/vendor";

async function call(path: string, init: RequestInit & { as?: keyof typeof DEMO_ACCOUNTS } = {}) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (init.as) {
    const issued = createSession(db.userByEmail(DEMO_ACCOUNTS[init.as].email)!);
    for (const [name, value] of Object.entries(issued)) headers.set(name, value);
  }
  const response = await fetch(`${BASE}/${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const json = (body: unknown) => JSON.stringify(body);

describe("mock onboarding API (server-side rules)", () => {
  it("signs up a vendor with session headers and refuses a taken e-mail with 422", async () => {
    const fields = {
      email: "new@example.com",
      password: "secret1",
      confirm_password: "secret1",
      contact_number: "1",
      first_name_en: "N",
      last_name_en: "S",
    };
    const created = await call("auth", { method: "POST", body: json(fields) });
    expect(created.status).toBe(200);
    expect(created.headers.get("access-token")).toBeTruthy();
    expect(created.body.data).toMatchObject({ email: "new@example.com", roles: ["vendor"] });
    expect(created.body.data).not.toHaveProperty("password");
    const taken = await call("auth", { method: "POST", body: json(fields) });
    expect(taken.status).toBe(422);
    // As devise_token_auth v1.2.6 answers (06-sign-up.json): two checks fail, the message comes twice.
    expect(taken.body.errors).toMatchObject({
      email: ["has already been taken", "has already been taken"],
      full_messages: ["Email has already been taken", "Email has already been taken"],
    });
  });

  it("checks name existence, validates and creates a store for a customer", async () => {
    const exists = await call("store/name_existence?store_name_en=desert%20bloom%20trading&store_name_ar=x", { as: "customer" });
    expect(exists.body.data).toEqual({ exists: true, store_name_en: true, store_name_ar: false });
    const missing = await call("store/create_store", {
      method: "POST",
      as: "customer",
      body: json({ store: { name_en: "New", no_of_sku: 0 } }),
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(
      ["authorized_signatory_name_en", "country_id", "description_en", "logo_image", "no_of_sku", "store_address"].sort(),
    );
    const store = {
      country_id: 3,
      name_en: "New",
      authorized_signatory_name_en: "S",
      description_en: "D",
      store_address: "A",
      logo_image: "https://x/l.png",
    };
    const created = await call("store/create_store", { method: "POST", as: "customer", body: json({ store }) });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...store, currency: "EGP", active: false });
    expect(db.userByEmail("customer@demo.test")?.store_id).toBe((created.body.data as { id: number }).id);
  });

  it("validates the step updates: documents, bank, VAT 1 to 50, terms", async () => {
    expect(
      (await call("store/update_documents", { method: "PATCH", as: "vendor", body: json({ store: { business_name: "B" } }) })).status,
    ).toBe(422);
    expect(
      (await call("store/update_bank_details", { method: "PATCH", as: "vendor", body: json({ store: { bank_name: "B" } }) })).status,
    ).toBe(422);
    expect((await call("store/update_vat", { method: "PATCH", as: "vendor", body: json({ store: { vat: 51 } }) })).body.errors).toEqual({
      vat: ["must be less than or equal to 50"],
    });
    expect((await call("store/update_vat", { method: "PATCH", as: "vendor", body: json({ store: { vat: 50 } }) })).body.data).toMatchObject(
      { vat: 50 },
    );
    const missingAgreement = await call("store/update_terms_conditions", {
      method: "PATCH",
      as: "vendor",
      body: json({
        store: {
          agreement_policy_accepted: true,
          agreement_policy_url: "http://localhost/s3/demo-bucket/agreements/nope.pdf",
          agreement_policy_accepted_at: "2026-11-02T10:00:00Z",
          sender_email: "vendor@demo.test",
        },
      }),
    });
    expect(missingAgreement.body.errors).toEqual({ agreement_policy_url: ["is invalid"] });
  });

  it("answers 401 to the step saves without a session", async () => {
    expect((await call("store/update_vat", { method: "PATCH", body: json({ store: { vat: 5 } }) })).status).toBe(401);
  });
});
