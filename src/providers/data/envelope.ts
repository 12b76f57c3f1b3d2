import type { Pagination } from "@/domain/types";

/** The server's answer shape: `{success, data, message, errors, status}`. */
export type Envelope<T = unknown> = {
  success?: boolean;
  data: T;
  message?: string;
  errors?: unknown;
  status?: number;
};

/** A response the client cannot read. Logged for developers; the seller sees "something went wrong". */
export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvelopeError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

export function unwrapData<T = unknown>(body: unknown, what: string): T {
  if (!isRecord(body) || !("data" in body)) {
    throw new EnvelopeError(`The response for ${what} has no "data" (got ${describe(body)}).`);
  }
  return body.data as T;
}

function listData(body: unknown, listKey: string, what: string): Record<string, unknown> {
  const data = unwrapData<unknown>(body, what);
  if (!isRecord(data) || !Array.isArray(data[listKey])) {
    throw new EnvelopeError(`The response for ${what} has no list at data.${listKey}.`);
  }
  return data;
}

/** A list the server sends whole, without pages (menu items): only `data[listKey]` is required. */
export function unwrapItems<T = unknown>(body: unknown, listKey: string, what: string): T[] {
  return listData(body, listKey, what)[listKey] as T[];
}

/** The server's `message` of a successful answer ("" when it sent none). */
export function responseMessage(result: unknown): string {
  const message = isRecord(result) ? result.message : undefined;
  return typeof message === "string" ? message.trim() : "";
}

/**
 * A paged list: `data[listKey]` and `data.pagination {page, total_pages}`, both required. With
 * `paginationOptional` (an API-table entry's `pagination: "optional"`, for lists whose pagination the
 * spec does not show) an answer without `data.pagination` is the whole list on one page
 * (`pagination: null`); a pagination that is there but unreadable still fails.
 */
export function unwrapList<T = unknown>(
  body: unknown,
  listKey: string,
  what: string,
  options: { paginationOptional?: boolean } = {},
): { items: T[]; pagination: Pagination | null } {
  const data = listData(body, listKey, what);
  const pagination = data.pagination;
  if (options.paginationOptional && (pagination === undefined || pagination === null)) {
    return { items: data[listKey] as T[], pagination: null };
  }
  if (!isRecord(pagination) || !Number.isInteger(Number(pagination.page)) || !Number.isInteger(Number(pagination.total_pages))) {
    throw new EnvelopeError(`The response for ${what} has no data.pagination {page, total_pages}.`);
  }
  return {
    items: data[listKey] as T[],
    pagination: { page: Number(pagination.page), total_pages: Number(pagination.total_pages) },
  };
}

function describe(body: unknown): string {
  if (body === "" || body === undefined || body === null) return "an empty body";
  if (typeof body === "string") return "text, not JSON";
  return Array.isArray(body) ? "an array" : typeof body;
}
