import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { rowsOfStatusTab } from "@/domain/status-tabs";
import { apiOperation, apiResource, fillPath, type ApiResource } from "./api-table";
import { responseMessage, unwrapData, unwrapItems, unwrapList } from "./envelope";
import { normaliseError, type Translate } from "./errors";
import type { HttpClient } from "./http-client";
import { buildListQuery } from "./list-query";

/** The bytes of a refused blob call, as the JSON they hold (or the text, when they are not JSON). */
function readJsonBytes(bytes: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function resourceUrl(api: ApiResource, id?: string | number): string {
  const base = `/${api.base}/${api.path}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
}

function wrap(api: ApiResource, variables: unknown): unknown {
  return api.bodyKey ? { [api.bodyKey]: variables } : variables;
}

/** A create or update result that also carries the server's `message` (shown by some screens). */
function withMessage(body: unknown, data: unknown): { data: never; message: string } {
  return { data: data as never, message: responseMessage(body) };
}

/**
 * Maps Refine's resources and custom calls onto /api/v1/vendor and /api/v1/common through the API
 * table. Every failure is rethrown normalised (`{statusCode, message, errors}`).
 * Requests are not cancelled on unmount: an aborted request may lose a token rotation.
 */
export function createDataProvider(http: HttpClient, t: Translate): DataProvider {
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const normalised = normaliseError(error, t);
      if (normalised.detail) console.error(`[api] ${what}: ${normalised.detail}`);
      throw normalised;
    }
  }

  /** The rows that match the filters a server may ignore (`checkedFilters` of the API table). */
  function keepFiltered(items: BaseRecord[], api: ApiResource, filters: CrudFilter[] | undefined): BaseRecord[] {
    let kept = items;
    for (const filter of filters ?? []) {
      const field = "field" in filter ? api.checkedFilters?.[filter.field] : undefined;
      if (!field || filter.operator !== "eq" || typeof filter.value !== "string") continue;
      kept = rowsOfStatusTab(kept, filter.value, (row) => row[field]);
    }
    return kept;
  }

  return {
    getApiUrl: () => http.baseURL,

    getList: ({ resource, pagination, filters, sorters }) =>
      call(`list ${resource}`, async () => {
        const api = apiResource(resource);
        const params = buildListQuery(resource, api, pagination, filters, sorters);
        const response = await http.get(resourceUrl(api), { params });
        if (pagination?.mode === "off") {
          // The whole list, unpaged (menu items): no data.pagination to read.
          const items = unwrapItems<BaseRecord>(response.data, api.listKey, resource);
          return { data: items as never[], total: items.length };
        }
        const { items: answered, pagination: page } = unwrapList<BaseRecord>(response.data, api.listKey, resource, {
          paginationOptional: api.pagination === "optional",
        });
        const items = keepFiltered(answered, api, filters);
        // No data.pagination where the API table allows it (banners, shop banners): one page.
        if (!page) return { data: items as never[], total: items.length, pageCount: 1 };
        const pageSize = pagination?.pageSize ?? api.pageSize;
        return { data: items as never[], total: page.total_pages * pageSize, pageCount: page.total_pages };
      }),

    getOne: ({ resource, id }) =>
      call(`read ${resource} ${id}`, async () => {
        const api = apiResource(resource);
        const response = await http.get(resourceUrl(api, id), { params: api.query });
        return { data: unwrapData(response.data, `${resource} ${id}`) as never };
      }),

    create: ({ resource, variables }) =>
      call(`create ${resource}`, async () => {
        const api = apiResource(resource);
        const response = await http.post(resourceUrl(api), wrap(api, variables), { params: api.query });
        return withMessage(response.data, unwrapData(response.data, `new ${resource}`));
      }),

    update: ({ resource, id, variables }) =>
      call(`update ${resource} ${id}`, async () => {
        const api = apiResource(resource);
        const response = await http.request({
          method: api.updateMethod ?? "put",
          url: resourceUrl(api, id),
          data: wrap(api, variables),
          params: api.query,
        });
        return withMessage(response.data, unwrapData(response.data, `${resource} ${id}`));
      }),

    deleteOne: ({ resource, id }) =>
      call(`delete ${resource} ${id}`, async () => {
        const api = apiResource(resource);
        const response = await http.delete(resourceUrl(api, id), { params: api.query });
        const body = response.data as { data?: unknown } | undefined;
        return { data: (body?.data ?? { id }) as never };
      }),

    /**
     * `url` names an operation of the API table, never a URL; `meta.params` fills its placeholders.
     * Blob operations resolve to `{data: Blob}`.
     */
    custom: ({ url, method, payload, query, meta }) =>
      call(`call ${url}`, async () => {
        const op = apiOperation(url);
        if (method && method !== op.method) throw new Error(`Operation "${url}" is ${op.method}, not ${method}.`);
        const response = await http
          .request({
            method: op.method,
            url: `/${op.base}/${fillPath(op.path, meta?.params as Record<string, string | number> | undefined)}`,
            params: { ...(op.query ?? {}), ...((query as object | undefined) ?? {}) },
            data: payload,
            // Blobs are read as bytes and wrapped here: XHR `responseType: "blob"` breaks msw's
            // interceptor under jsdom, and the bytes plus the content type make the same Blob.
            responseType: op.responseType === "blob" ? "arraybuffer" : "json",
          })
          .catch((error: unknown) => {
            // A refused blob call still carries the server's JSON envelope: read it as such.
            const answer = (error as { response?: { data?: unknown } }).response;
            if (answer && answer.data instanceof ArrayBuffer) answer.data = readJsonBytes(answer.data);
            throw error;
          });
        if (op.responseType === "blob") {
          const type = String(response.headers["content-type"] ?? "application/octet-stream");
          return { data: new Blob([response.data as ArrayBuffer], { type }) as never };
        }
        return { data: unwrapData(response.data, url) as never };
      }),
  };
}
