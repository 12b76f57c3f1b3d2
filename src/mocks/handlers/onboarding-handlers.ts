import { http, HttpResponse } from "msw";
import { db } from "../db";
import { VENDOR, authed, fail, invalid, ok, readBody, vendor } from "../http-kit";
import type { MockStore, MockUser } from "../seed/shell-seed";
import { MOCK_BUCKET } from "../seed/storage-seed";
import { createSession, redirectAllowed, withAuthorization } from "../server-session";
import { storePayload } from "./store-payload";
import {
  BLANK,
  INVALID,
  checkStoreDetails,
  checkStoreFormats,
  checkVat,
  fullMessage,
  isEmail,
  requireFields,
  text,
  type Errors,
} from "./onboarding-checks";

/**
 * Sign-up and the create-store wizard's saves (document 1 §7.1, §7.2): POST /auth
 * (devise_token_auth registration), store/name_existence, store/create_store, PATCH store and the
 * step updates, each validating on the server side (422 with field errors).
 */
const COUNTRIES: Record<number, [string, string]> = { 1: ["United Arab Emirates", "AED"], 2: ["Saudi Arabia", "SAR"], 3: ["Egypt", "EGP"] };

const STORE_FIELDS = [
  "country_id",
  "name_en",
  "name_ar",
  "description_en",
  "description_ar",
  "authorized_signatory_name_en",
  "authorized_signatory_name_ar",
  "contact_email",
  "business_website",
  "no_of_sku",
  "store_address",
  "logo_image",
  "logo_image_resized",
  "sender_email",
  "business_name",
  "business_type",
  "license_no",
  "businsess_license_file",
  "bank_name",
  "bank_account_title",
  "bank_account_no",
  "bank_account_iban",
] as const;

type Body = Record<string, unknown>;

async function storeBody(request: Request): Promise<Body> {
  const body = await readBody<{ store?: Body }>(request);
  return body.store && typeof body.store === "object" ? body.store : {};
}

function publicUser(user: MockUser) {
  const { password: _password, ...rest } = user;
  return rest;
}

/** Case-insensitive match of a store name against every other store. */
function nameTaken(name: string, field: "name_en" | "name_ar", except: number | null): boolean {
  const wanted = name.trim().toLowerCase();
  return (
    Boolean(wanted) &&
    db.state.stores.some(
      (store) =>
        store.id !== except &&
        String(store[field] ?? "")
          .trim()
          .toLowerCase() === wanted,
    )
  );
}

function checkNames(body: Body, errors: Errors, except: number | null) {
  if (text(body.name_en) && nameTaken(text(body.name_en), "name_en", except)) (errors.name_en ??= []).push("has already been taken");
  if (text(body.name_ar) && nameTaken(text(body.name_ar), "name_ar", except)) (errors.name_ar ??= []).push("has already been taken");
}

function pick(body: Body): Partial<MockStore> {
  const result: Record<string, unknown> = {};
  for (const field of STORE_FIELDS) if (field in body) result[field] = typeof body[field] === "string" ? text(body[field]) : body[field];
  if ("country_id" in result) result.country_id = Number(result.country_id);
  if ("no_of_sku" in result && result.no_of_sku !== "" && result.no_of_sku !== null) result.no_of_sku = Number(result.no_of_sku);
  return result as Partial<MockStore>;
}

function applyCountry(store: MockStore) {
  const [name, currency] = COUNTRIES[store.country_id];
  store.country_name_en = name;
  store.currency = currency;
}

function newStore(user: MockUser, fields: Partial<MockStore>): MockStore {
  const store = {
    id: db.nextId(),
    user_id: user.id,
    country_id: 1,
    country_name_en: "",
    currency: "",
    name_en: "",
    name_ar: "",
    description_en: "",
    description_ar: "",
    vendor_email: user.email,
    contact_email: user.email,
    sender_email: user.email,
    vendor_contact: user.contact_number,
    can_manage_product: false,
    can_reject_order: false,
    active: false,
    verified: false,
    logo_image: null,
    agreement_policy_accepted: false,
    agreement_policy_url: null,
    agreement_policy_accepted_at: null,
    ...fields,
  } as MockStore;
  applyCountry(store);
  return store;
}

/** The saved object behind a URL of the mock store, when the URL points there. */
function mockObjectMissing(url: string): boolean {
  const marker = `/s3/${MOCK_BUCKET}/`;
  const path = new URL(url).pathname;
  if (!path.includes(marker)) return false;
  const key = path
    .slice(path.indexOf(marker) + marker.length)
    .split("/")
    .map(decodeURIComponent)
    .join("/");
  return !db.state.objects[key];
}

/** A step update: validate, apply, answer with the store. */
function stepUpdate(check: (body: Body, errors: Errors) => void, fields: readonly string[]) {
  return vendor(async ({ request, store }) => {
    const body = await storeBody(request);
    const errors: Errors = {};
    check(body, errors);
    const refused = invalid(errors);
    if (refused) return refused;
    for (const field of fields) if (field in body) store[field] = typeof body[field] === "string" ? text(body[field]) : body[field];
    return ok(store, { message: "Store updated successfully" });
  });
}

export const onboardingHandlers = [
  /**
   * Sign-up (devise_token_auth's registration), as v1.2.6 was recorded to answer
   * (tests/fixtures/devise-token-auth-1.2.6/06-sign-up.json): a body with none of the engine's
   * fields is refused with an array; `confirm_success_url` must pass the whitelist; field errors come
   * as `{field: [...], full_messages: [...]}`, a taken e-mail listed twice (Devise's uniqueness and
   * the engine's own uid check both fail); only `password_confirmation` is compared
   * (`confirm_password` is not a field the engine knows). The marketplace's own fields (document 1
   * §7.1) are required here: the server must permit them (the engine alone drops them silently).
   */
  http.post(`${VENDOR}/auth`, async ({ request }) => {
    const body = await readBody<Body>(request);
    if (!["email", "password", "password_confirmation"].some((field) => field in body)) {
      return HttpResponse.json(
        { success: false, errors: ["Please submit proper sign up data in request body."], status: "error" },
        { status: 422, headers: { "Cache-Control": "no-cache" } },
      );
    }
    const { password: _p, confirm_password: _c, password_confirmation: _pc, ...data } = body;
    const unsaved = { id: null, ...data };
    const confirmUrl = typeof body.confirm_success_url === "string" ? body.confirm_success_url : undefined;
    if (confirmUrl && !redirectAllowed(confirmUrl)) {
      return HttpResponse.json(
        { success: false, errors: [`Redirect to '${confirmUrl}' not allowed.`], status: "error", data: unsaved },
        { status: 422, headers: { "Cache-Control": "no-cache" } },
      );
    }
    const errors: Errors = {};
    requireFields(body, ["email", "password", "contact_number", "first_name_en", "last_name_en"], errors);
    const email = text(body.email).toLowerCase();
    if (email && !isEmail(email)) (errors.email ??= []).push(INVALID, "is not an email");
    else if (email && db.userByEmail(email)) (errors.email ??= []).push("has already been taken", "has already been taken");
    const password = typeof body.password === "string" ? body.password : "";
    if (password && password.length < 6) (errors.password ??= []).push("is too short (minimum is 6 characters)");
    const confirmation = body.password_confirmation;
    if (password && confirmation !== undefined && confirmation !== password)
      (errors.password_confirmation ??= []).push("doesn't match Password");
    if (Object.keys(errors).length > 0) {
      const full_messages = Object.entries(errors).flatMap(([field, messages]) => messages.map((m) => fullMessage(field, m)));
      return HttpResponse.json(
        { status: "error", data: unsaved, errors: { ...errors, full_messages } },
        { status: 422, headers: { "Cache-Control": "no-cache" } },
      );
    }
    const user = {
      id: db.nextId(),
      email,
      password,
      first_name_en: text(body.first_name_en),
      last_name_en: text(body.last_name_en),
      first_name_ar: text(body.first_name_ar),
      last_name_ar: text(body.last_name_ar),
      contact_number: text(body.contact_number),
      roles: ["vendor" as const],
      store_id: null,
      unique_code: text(body.unique_code) || null,
    };
    db.state.users.push(user);
    const headers = withAuthorization(createSession(user));
    db.changed(["users", "sequence", "tokens"]);
    return HttpResponse.json({ status: "success", data: publicUser(user) }, { headers });
  }),

  http.get(
    `${VENDOR}/store/name_existence`,
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const en = url.searchParams.get("store_name_en") ?? "";
      const ar = url.searchParams.get("store_name_ar") ?? "";
      const result = { store_name_en: nameTaken(en, "name_en", user.store_id), store_name_ar: nameTaken(ar, "name_ar", user.store_id) };
      return ok({ exists: result.store_name_en || result.store_name_ar, ...result });
    }),
  ),

  http.post(
    `${VENDOR}/store/create_store`,
    authed(async ({ request, user }) => {
      if (user.store_id !== null && db.storeOf(user)) return fail(422, "Store already exists", { base: ["Store already exists"] });
      const body = await storeBody(request);
      const errors: Errors = {};
      requireFields(
        body,
        ["country_id", "name_en", "authorized_signatory_name_en", "description_en", "store_address", "logo_image"],
        errors,
      );
      checkStoreFormats(body, errors);
      checkNames(body, errors, null);
      const refused = invalid(errors);
      if (refused) return refused;
      const store = newStore(user, pick(body));
      db.state.stores.push(store);
      db.state.dashboards[store.id] = { total_revenue: { currency: store.currency, amount: 0 }, new_orders: 0, all_orders: 0 };
      user.store_id = store.id;
      return ok(store, { message: "Store created successfully" });
    }),
  ),

  http.patch(
    `${VENDOR}/store`,
    vendor(async ({ request, store }) => {
      const body = await storeBody(request);
      const errors: Errors = {};
      for (const field of ["name_en", "description_en", "authorized_signatory_name_en", "store_address", "logo_image"]) {
        if (field in body && !text(body[field])) (errors[field] ??= []).push(BLANK);
      }
      // The store details form of Store & Users (document 2 §5 "Store") sends `contact`: then every
      // field of that form is required and the account number is digits.
      if ("contact" in body) checkStoreDetails(body, errors);
      checkStoreFormats(body, errors);
      checkNames(body, errors, store.id);
      const refused = invalid(errors);
      if (refused) return refused;
      const fields = pick(body);
      if ("contact" in body) fields.vendor_contact = text(body.contact);
      Object.assign(store, fields);
      applyCountry(store);
      return ok(storePayload(store), { message: "Store updated successfully" });
    }),
  ),

  http.patch(
    `${VENDOR}/store/update_documents`,
    stepUpdate(
      (body, errors) => {
        requireFields(body, ["business_name", "business_type", "license_no", "businsess_license_file"], errors);
        checkStoreFormats({ businsess_license_file: body.businsess_license_file }, errors);
      },
      ["business_name", "business_type", "license_no", "businsess_license_file"],
    ),
  ),

  http.patch(
    `${VENDOR}/store/update_bank_details`,
    stepUpdate(
      (body, errors) => requireFields(body, ["bank_name", "bank_account_title", "bank_account_no", "bank_account_iban"], errors),
      ["bank_name", "bank_account_title", "bank_account_no", "bank_account_iban"],
    ),
  ),

  http.patch(
    `${VENDOR}/store/update_vat`,
    stepUpdate((body, errors) => checkVat(body.vat, errors), ["vat"]),
  ),

  http.patch(
    `${VENDOR}/store/update_terms_conditions`,
    stepUpdate(
      (body, errors) => {
        if (body.agreement_policy_accepted !== true) (errors.agreement_policy_accepted ??= []).push("must be accepted");
        const url = text(body.agreement_policy_url);
        if (!url) (errors.agreement_policy_url ??= []).push(BLANK);
        else if (!/^https?:\/\//.test(url) || mockObjectMissing(url)) (errors.agreement_policy_url ??= []).push(INVALID);
        if (Number.isNaN(Date.parse(text(body.agreement_policy_accepted_at)))) (errors.agreement_policy_accepted_at ??= []).push(INVALID);
        const sender = text(body.sender_email);
        if (!sender || !isEmail(sender)) (errors.sender_email ??= []).push(sender ? INVALID : BLANK);
      },
      ["agreement_policy_accepted", "agreement_policy_url", "agreement_policy_accepted_at", "sender_email"],
    ),
  ),
];
