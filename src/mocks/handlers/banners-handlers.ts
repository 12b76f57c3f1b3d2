import { db } from "../db";
import { VENDOR } from "../http-kit";
import { writableCollectionHandlers } from "./collection-handlers";
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

function bannerAttributes(body: Body) {
  const link = text(body.redirects_to_link);
  return {
    banner_type: text(body.banner_type) as MockBanner["banner_type"],
    redirects_to_link: link,
    redirect_to: link,
    image: text(body.image),
    image_mobile: text(body.image_mobile) || null,
  };
}

function shopBannerAttributes(body: Body) {
  return { link: text(body.link), position: Number(body.position), image: text(body.image) };
}

const createdAt = () => new Date(db.now()).toISOString();

export const bannersHandlers = [
  ...writableCollectionHandlers<MockBanner>({
    url: `${VENDOR}/banners`,
    rows: () => db.state.banners,
    order: (a, b) => b.id - a.id,
    errors: bannerErrors,
    create: (body, store, id) => ({
      id,
      store_id: store.id,
      ...bannerAttributes(body),
      country_name_en: String(store.country_name_en),
      created_at: createdAt(),
    }),
    update: (banner, body) => Object.assign(banner, bannerAttributes(body)),
  }),
  // Shop banners: the list answers data.banners, by position.
  ...writableCollectionHandlers<MockShopBanner>({
    url: `${VENDOR}/shop_banners`,
    listKey: "banners",
    rows: () => db.state.shop_banners,
    order: (a, b) => a.position - b.position || a.id - b.id,
    errors: shopBannerErrors,
    create: (body, store, id) => ({
      id,
      store_id: store.id,
      banner_type: "middle_banner",
      ...shopBannerAttributes(body),
      created_at: createdAt(),
    }),
    update: (banner, body) => Object.assign(banner, shopBannerAttributes(body)),
  }),
];
