import { http } from "msw";
import { db } from "../db";
import { VENDOR, fail, invalid, notFound, ok, paginate, readBody, vendor } from "../http-kit";
import type { MockBanner, MockShopBanner } from "../seed/banners-seed";

/** Banners and shop banners (document 2 §7): list, read, create, update (PUT) and delete, with the server's checks. */
type Errors = Record<string, string[]>;
type Body = Record<string, unknown>;

const BANNER_TYPES = ["store_primary", "store_secondary"];

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** An absolute http(s) address: anything else (javascript:, data:, a bare word) is refused. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

function required(body: Body, field: string, errors: Errors) {
  if (!text(body[field])) errors[field] = ["can't be blank"];
}

function bannerErrors(body: Body): Errors {
  const errors: Errors = {};
  if (!BANNER_TYPES.includes(text(body.banner_type))) errors.banner_type = ["is not included in the list"];
  const link = text(body.redirects_to_link);
  if (!link) errors.redirects_to_link = ["can't be blank"];
  else if (!isWebUrl(link)) errors.redirects_to_link = ["is not a valid URL"];
  // The mobile image is optional (document 2 §5 requires banner_type, redirects_to_link and image).
  required(body, "image", errors);
  return errors;
}

function shopBannerErrors(body: Body): Errors {
  const errors: Errors = {};
  if (text(body.banner_type) !== "middle_banner") errors.banner_type = ["is not included in the list"];
  const link = text(body.link);
  if (!link) errors.link = ["can't be blank"];
  else if (/^(javascript|data|vbscript):/i.test(link.replace(/\s+/g, ""))) errors.link = ["is not a valid link"];
  const position = typeof body.position === "string" && body.position.trim() !== "" ? Number(body.position) : body.position;
  if (position === null || position === undefined || position === "") errors.position = ["can't be blank"];
  else if (typeof position !== "number" || !Number.isInteger(position) || position < 0) errors.position = ["must be a whole number"];
  required(body, "image", errors);
  return errors;
}

function bodyOf(raw: unknown, key: string): Body | null {
  const value = (raw as Record<string, unknown> | null)?.[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : null;
}

function strip<T extends { store_id: number }>(record: T) {
  const { store_id: _store, ...rest } = record;
  return rest;
}

const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;

export const bannersHandlers = [
  http.get(
    `${VENDOR}/banners`,
    vendor(({ request, store }) => {
      const own = db.state.banners.filter((banner) => banner.store_id === store.id).sort(newestFirst);
      const { items, pagination } = paginate(own, request);
      return ok({ banners: items.map(strip), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/banners/:id`,
    vendor(({ params, store }) => {
      const banner = db.state.banners.find((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      return banner ? ok(strip(banner)) : notFound("Banner");
    }),
  ),
  http.post(
    `${VENDOR}/banners`,
    vendor(async ({ request, store }) => {
      const body = bodyOf(await readBody(request), "banner");
      if (!body) return fail(400, "param is missing or the value is empty: banner");
      const refused = invalid(bannerErrors(body));
      if (refused) return refused;
      const link = text(body.redirects_to_link);
      const banner: MockBanner = {
        id: db.nextId(),
        store_id: store.id,
        banner_type: text(body.banner_type) as MockBanner["banner_type"],
        redirects_to_link: link,
        redirect_to: link,
        country_name_en: String(store.country_name_en),
        image: text(body.image),
        image_mobile: text(body.image_mobile) || null,
        created_at: new Date(db.now()).toISOString(),
      };
      db.state.banners.push(banner);
      return ok(strip(banner), { status: 201, message: "Banner created" });
    }),
  ),
  http.put(
    `${VENDOR}/banners/:id`,
    vendor(async ({ request, params, store }) => {
      const banner = db.state.banners.find((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      if (!banner) return notFound("Banner");
      const body = bodyOf(await readBody(request), "banner");
      if (!body) return fail(400, "param is missing or the value is empty: banner");
      const refused = invalid(bannerErrors(body));
      if (refused) return refused;
      banner.banner_type = text(body.banner_type) as MockBanner["banner_type"];
      banner.redirects_to_link = text(body.redirects_to_link);
      banner.redirect_to = banner.redirects_to_link;
      banner.image = text(body.image);
      banner.image_mobile = text(body.image_mobile) || null;
      return ok(strip(banner), { message: "Banner updated" });
    }),
  ),
  http.delete(
    `${VENDOR}/banners/:id`,
    vendor(({ params, store }) => {
      const index = db.state.banners.findIndex((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      if (index < 0) return notFound("Banner");
      const [removed] = db.state.banners.splice(index, 1);
      return ok(strip(removed), { message: "Banner deleted" });
    }),
  ),

  // Shop banners: the list answers data.banners.
  http.get(
    `${VENDOR}/shop_banners`,
    vendor(({ request, store }) => {
      const own = db.state.shop_banners
        .filter((banner) => banner.store_id === store.id)
        .sort((a, b) => a.position - b.position || a.id - b.id);
      const { items, pagination } = paginate(own, request);
      return ok({ banners: items.map(strip), pagination });
    }),
  ),
  http.get(
    `${VENDOR}/shop_banners/:id`,
    vendor(({ params, store }) => {
      const banner = db.state.shop_banners.find((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      return banner ? ok(strip(banner)) : notFound("Shop banner");
    }),
  ),
  http.post(
    `${VENDOR}/shop_banners`,
    vendor(async ({ request, store }) => {
      const body = bodyOf(await readBody(request), "shop_banner");
      if (!body) return fail(400, "param is missing or the value is empty: shop_banner");
      const refused = invalid(shopBannerErrors(body));
      if (refused) return refused;
      const banner: MockShopBanner = {
        id: db.nextId(),
        store_id: store.id,
        banner_type: "middle_banner",
        link: text(body.link),
        position: Number(body.position),
        image: text(body.image),
        created_at: new Date(db.now()).toISOString(),
      };
      db.state.shop_banners.push(banner);
      return ok(strip(banner), { status: 201, message: "Shop banner created" });
    }),
  ),
  http.put(
    `${VENDOR}/shop_banners/:id`,
    vendor(async ({ request, params, store }) => {
      const banner = db.state.shop_banners.find((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      if (!banner) return notFound("Shop banner");
      const body = bodyOf(await readBody(request), "shop_banner");
      if (!body) return fail(400, "param is missing or the value is empty: shop_banner");
      const refused = invalid(shopBannerErrors(body));
      if (refused) return refused;
      banner.link = text(body.link);
      banner.position = Number(body.position);
      banner.image = text(body.image);
      return ok(strip(banner), { message: "Shop banner updated" });
    }),
  ),
  http.delete(
    `${VENDOR}/shop_banners/:id`,
    vendor(({ params, store }) => {
      const index = db.state.shop_banners.findIndex((entry) => entry.store_id === store.id && String(entry.id) === String(params.id));
      if (index < 0) return notFound("Shop banner");
      const [removed] = db.state.shop_banners.splice(index, 1);
      return ok(strip(removed), { message: "Shop banner deleted" });
    }),
  ),
];
