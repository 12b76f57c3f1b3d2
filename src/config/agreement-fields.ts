/**
 * Which form field of the seller agreement template (a PDF in object storage, document 1 §7.2)
 * receives which value: configuration, read by `env.agreementFields`. The default fits the
 * template the mock store is seeded with (scripts/build-agreement-template.mjs);
 * VITE_AGREEMENT_FIELDS, a JSON object, overrides some or all of it for another template:
 *
 *   VITE_AGREEMENT_FIELDS='{"storeName":"Seller","signatory":"Signed by","email":null}'
 *
 * `null` means the template has no field for that value (it is not written). Pure, so a unit test
 * and vite.config.ts (which refuses a bad value when the build starts) read the same rule.
 */
export const AGREEMENT_VALUE_NAMES = ["storeName", "signatory", "country", "email", "acceptedAt", "storeNameAr", "signatoryAr"] as const;

/**
 * storeName, signatory: the English store and signatory names; country: the store's country in the
 * seller's language; email: the signer's e-mail; acceptedAt: the acceptance time (UTC); storeNameAr,
 * signatoryAr: the Arabic names, for a template with fields for them.
 */
export type AgreementValueName = (typeof AGREEMENT_VALUE_NAMES)[number];

export type AgreementFieldMap = Readonly<Record<AgreementValueName, string | null>>;

export const DEFAULT_AGREEMENT_FIELDS: AgreementFieldMap = Object.freeze({
  storeName: "store_name",
  signatory: "signatory_name",
  country: "country",
  email: "email",
  acceptedAt: "date",
  storeNameAr: null,
  signatoryAr: null,
});

const isValueName = (name: string): name is AgreementValueName => (AGREEMENT_VALUE_NAMES as readonly string[]).includes(name);

/** The mapping for a VITE_AGREEMENT_FIELDS value (unset or blank: the default). Throws on a bad value. */
export function agreementFieldsFrom(raw: string | undefined): AgreementFieldMap {
  if (raw === undefined || raw.trim() === "") return DEFAULT_AGREEMENT_FIELDS;
  const fail = (why: string) =>
    new Error(
      `VITE_AGREEMENT_FIELDS ${why}. Expected a JSON object such as {"storeName":"store_name"}; value names: ${AGREEMENT_VALUE_NAMES.join(", ")}.`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail("is not valid JSON");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw fail("is not a JSON object");
  const fields: Record<AgreementValueName, string | null> = { ...DEFAULT_AGREEMENT_FIELDS };
  for (const [name, field] of Object.entries(parsed)) {
    if (!isValueName(name)) throw fail(`names an unknown value "${name}"`);
    if (field !== null && (typeof field !== "string" || field.trim() === "")) throw fail(`gives "${name}" neither a field name nor null`);
    fields[name] = field;
  }
  const named = Object.values(fields).filter((field): field is string => field !== null);
  const twice = named.find((field, index) => named.indexOf(field) !== index);
  if (twice !== undefined) throw fail(`sends two values to the field "${twice}"`);
  return Object.freeze(fields);
}
