/**
 * Reading `GET store/name_existence?store_name_en=&store_name_ar=` (document 1 §5, §7.2: "The store
 * name is checked for existence before creation"). The spec does not show the answer, so every shape
 * a Rails server plausibly sends is read, and nothing unreadable is taken for "free":
 * - `data: true | false`: the names are taken or free (which one is not said);
 * - `data: {exists: boolean}`: the same;
 * - `data: {store_name_en: boolean, store_name_ar: boolean}`: per name (either may come alone);
 * - a 409 or 422 refusal: taken; its `errors` keys (`store_name_en`, `name_en`, `store_name_ar`,
 *   `name_ar`) say which name, other keys (`base`, `name`) do not.
 * Any `true` makes the answer "taken", whatever else it holds. An answer with no recognised boolean
 * (`null`, a string, `{}`, `{exists: "yes"}`) is "unreadable": the caller treats it as a failed
 * check, so a duplicate never gets through silently.
 */
export type StoreNameField = "name_en" | "name_ar";

export type StoreNameCheck =
  | { kind: "free" }
  /** `fields` is empty when the server did not say which name is taken. */
  | { kind: "taken"; fields: StoreNameField[] }
  | { kind: "unreadable" };

const FIELD_OF_KEY: Record<string, StoreNameField> = {
  store_name_en: "name_en",
  name_en: "name_en",
  store_name_ar: "name_ar",
  name_ar: "name_ar",
};

const ANSWER_KEYS = ["exists", "store_name_en", "store_name_ar"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** The `data` of a successful answer. */
export function readStoreNameAnswer(data: unknown): StoreNameCheck {
  if (typeof data === "boolean") return data ? { kind: "taken", fields: [] } : { kind: "free" };
  if (!isRecord(data)) return { kind: "unreadable" };
  const present = ANSWER_KEYS.filter((key) => key in data);
  const fields = present.flatMap((key) => (data[key] === true && key !== "exists" ? [FIELD_OF_KEY[key]] : []));
  if (fields.length > 0 || data.exists === true) return { kind: "taken", fields };
  const allFalse = present.length > 0 && present.every((key) => data[key] === false);
  return allFalse ? { kind: "free" } : { kind: "unreadable" };
}

/**
 * A failed call: a 409 or 422 means the name is taken (`errors` as the data provider keeps them,
 * `{field: [lines]}`); any other status is not an answer about the name (null: a failed check).
 */
export function readStoreNameRefusal(status: number | undefined, errors: unknown): Extract<StoreNameCheck, { kind: "taken" }> | null {
  if (status !== 409 && status !== 422) return null;
  const keys = isRecord(errors) ? Object.keys(errors) : [];
  const fields = [...new Set(keys.flatMap((key) => (FIELD_OF_KEY[key] ? [FIELD_OF_KEY[key]] : [])))];
  return { kind: "taken", fields };
}

/**
 * The fields that show "A store with this name already exists": those the server named; when it
 * named none, the English name, and the Arabic one too when the seller typed one (a blank Arabic
 * name was sent as the English one).
 */
export function takenNameFields(fields: StoreNameField[], arabicTyped: boolean): StoreNameField[] {
  if (fields.length > 0) return fields;
  return arabicTyped ? ["name_en", "name_ar"] : ["name_en"];
}
