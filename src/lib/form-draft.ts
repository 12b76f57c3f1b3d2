/**
 * Pure rules of form drafts (what a seller typed and has not saved yet, kept in session storage
 * by src/hooks/use-form-draft.ts through the session module).
 *
 * - The key names the form, the record (edit forms) and the user, so one seller's draft never
 *   shows for another seller signed in later in the same tab.
 * - A draft holds typed values only: never files (a picked file that is not uploaded yet cannot be
 *   kept; an uploaded one is a URL string and is kept), passwords, tokens or secrets.
 * - A draft holds what differs from the form's defaults (`draftChanges`), so saving one costs what
 *   was changed, not the record's size: a price typed into one of 200 variants stores one variant.
 * - Restoring merges the draft into the form's defaults: only fields the form has, with a value of
 *   a compatible kind, so an old or tampered draft cannot add fields or break the form's shape.
 */

export const ANONYMOUS_USER = "anonymous";

const SECRET = /password|token|secret/i;

/** `<form>[.<record>].<user>`: the session module prefixes it with `sbo.draft.`. */
export function draftKey(form: string, user: string | null | undefined, recordId?: string | number | null): string {
  const who = user && user.trim() !== "" ? encodeURIComponent(user.trim().toLowerCase()) : ANONYMOUS_USER;
  const record = recordId === null || recordId === undefined || String(recordId) === "" ? [] : [encodeURIComponent(String(recordId))];
  return [form, ...record, who].join(".");
}

function isBinary(value: unknown): boolean {
  return (typeof Blob !== "undefined" && value instanceof Blob) || (typeof File !== "undefined" && value instanceof File);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * What of a form's values may be stored: strings, numbers, booleans, null, arrays and plain
 * objects of those; files, functions, dates, class instances and secret fields are left out
 * (undefined: an object drops the field, an array the item).
 */
export function sanitizeDraft(value: unknown): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (isBinary(value)) return undefined;
  if (Array.isArray(value)) return value.map(sanitizeDraft).filter((item) => item !== undefined);
  if (isPlainObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(value)) {
      if (SECRET.test(field)) continue;
      const clean = sanitizeDraft(item);
      if (clean !== undefined) kept[field] = clean;
    }
    return kept;
  }
  return undefined;
}

/** Whether two stored values hold the same data (files by identity). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * What of a form's values differs from its defaults, as `mergeDraft` lays it back over them
 * (undefined: nothing). An object keeps its changed fields; a list of records as long as the
 * default one keeps each changed record whole (its id with its values) and `{}` for the others;
 * any other changed value is kept whole. What is kept is sanitized as `sanitizeDraft` does.
 */
export function draftChanges(value: unknown, defaults: unknown): unknown {
  if (isPlainObject(value) && isPlainObject(defaults)) {
    const kept: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(value)) {
      if (SECRET.test(field)) continue;
      const change = draftChanges(item, defaults[field]);
      if (change !== undefined) kept[field] = change;
    }
    return Object.keys(kept).length > 0 ? kept : undefined;
  }
  const records = (list: unknown): list is Record<string, unknown>[] => Array.isArray(list) && list.every(isPlainObject);
  if (records(value) && records(defaults) && value.length === defaults.length) {
    const changed = value.map((item, index) => !sameValue(item, defaults[index]));
    return changed.includes(true) ? value.map((item, index) => (changed[index] ? sanitizeDraft(item) : {})) : undefined;
  }
  return sameValue(value, defaults) ? undefined : sanitizeDraft(value);
}

const isPrimitive = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/**
 * The defaults with the draft laid over them. A field takes the draft's value when the kinds fit:
 * a primitive for a primitive (a select may hold a number or its text), an array for an array
 * (items merged with the default's item at the same place, when there is one), an object for an
 * object; a null or missing default takes any stored value. Secret fields never come back.
 */
export function mergeDraft<T>(defaults: T, draft: unknown): T {
  return mergeValue(defaults, sanitizeDraft(draft)) as T;
}

function mergeValue(base: unknown, draft: unknown): unknown {
  if (draft === undefined) return base;
  if (base === null || base === undefined) return draft;
  if (isBinary(base)) return draft === null || typeof draft === "string" ? draft : base;
  if (isPrimitive(base)) return isPrimitive(draft) ? draft : base;
  if (Array.isArray(base)) {
    if (!Array.isArray(draft)) return base;
    return draft.map((item, index) => (index < base.length ? mergeValue(base[index], item) : item));
  }
  if (isPlainObject(base)) {
    if (!isPlainObject(draft)) return base;
    const merged: Record<string, unknown> = { ...base };
    for (const field of Object.keys(base)) {
      if (SECRET.test(field) || !(field in draft)) continue;
      merged[field] = mergeValue(base[field], draft[field]);
    }
    return merged;
  }
  return base;
}
