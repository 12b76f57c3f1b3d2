/**
 * What the mock server's product and service writes share (document 2 §3, §5): the five texts in
 * both languages, Rails' blank rule and the readers of loosely typed body values.
 */
export const TEXTS = ["name", "description", "benefits", "features", "how_to_use"] as const;
export const BLANK = "can't be blank";

/** Blank when nothing visible remains once tags and spaces are gone. */
export function blank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return (
    String(value)
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|\s|\u00a0/g, "") === ""
  );
}

export const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));
export const num = (value: unknown): number | null =>
  value === null || value === undefined || value === "" || Number.isNaN(Number(value)) ? null : Number(value);

/** `name_en`, `name_ar`, … read from a body as stored text. */
export function storedTexts(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(TEXTS.flatMap((text) => [`${text}_en`, `${text}_ar`]).map((field) => [field, str(input[field])]));
}

/** Each English text required. */
export function requireEnglishTexts(input: Record<string, unknown>, add: (field: string, message: string) => void): void {
  for (const text of TEXTS) if (blank(input[`${text}_en`])) add(`${text}_en`, BLANK);
}

/** The resized versions of a featured image as stored (`{small, medium}` or null). */
export function storedResized(value: unknown): { small: string | null; medium: string | null } | null {
  if (!value || typeof value !== "object") return null;
  const resized = value as { small?: string | null; medium?: string | null };
  return { small: resized.small ?? null, medium: resized.medium ?? null };
}

/** Image URLs as stored: strings, blanks dropped. */
export const storedImages = (value: unknown): string[] => (Array.isArray(value) ? value.map(str).filter(Boolean) : []);

export type WriteContext = { storeId: number; nextId: () => number; now: number };

/**
 * What a valid create or update stores of any product or service: the saved record, the texts as
 * sent, and its id, store, status (a new one is active) and creation time.
 */
export function storedCatalogueRecord<T extends { id: number; status: string; created_at: string }>(
  input: Record<string, unknown>,
  existing: T | null,
  context: WriteContext,
) {
  return {
    ...(existing ?? {}),
    ...storedTexts(input),
    id: existing?.id ?? context.nextId(),
    store_id: context.storeId,
    status: existing?.status ?? "active",
    created_at: existing?.created_at ?? new Date(context.now).toISOString(),
  };
}
