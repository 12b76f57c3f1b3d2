import type { AnyObjectSchema } from "yup";
import type { BaseRecord } from "@refinedev/core";
import {
  BANNER_TYPES,
  SHOP_BANNER_TYPES,
  bannerRedirect,
  toBannerPayload,
  toShopBannerPayload,
  type Banner,
  type ShopBanner,
} from "@/domain/banners";
import type { FileValue } from "@/components/file-field";
import { bannerSchema, shopBannerSchema } from "./banner.schema";

/** A form's values: texts and images (a stored URL, a picked file or nothing). */
export type BannerFormValues = Record<string, string | FileValue>;

/** A form field: a choice of the kind's types, a text (a link or a number) or an image. */
export type BannerField =
  | { name: string; kind: "type"; labelKey: string }
  | { name: string; kind: "text"; labelKey: string; type?: "url" | "number"; hintKey?: string }
  | { name: string; kind: "image"; labelKey: string; optional?: boolean };

/** A list column: text, the type's label, a link (opened in a new tab, never a script) or the image. */
export type BannerColumn = {
  field: string;
  labelKey: string;
  kind: "text" | "type" | "link" | "image";
  flex: number;
  minWidth: number;
  /** For a link column: the link shown for a row. */
  link?: (row: BaseRecord) => string;
};

/**
 * What sets the two banner resources apart (document 2 §2, §5, §7); everything else (list, form
 * in create, view and update modes, saving with images, delete) is one implementation.
 */
export type BannerKind = {
  resource: "banners" | "shop_banners";
  /** The i18n namespace of the kind's own texts (titles, fields, types, list). */
  ns: "banners" | "shopBanners";
  types: readonly string[];
  schema: AnyObjectSchema;
  /** The form's fields, row by row. */
  rows: BannerField[][];
  /** The image fields, in the order the payload takes them. */
  images: string[];
  empty: () => BannerFormValues;
  toFormValues: (record: BaseRecord) => BannerFormValues;
  /** The request body's fields (the data provider wraps them in `{banner}` / `{shop_banner}`). */
  toPayload: (values: BannerFormValues, urls: string[]) => BaseRecord;
  columns: BannerColumn[];
};

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const image = (value: unknown): FileValue => (typeof value === "string" && value !== "" ? value : null);

export const bannerKind: BannerKind = {
  resource: "banners",
  ns: "banners",
  types: BANNER_TYPES,
  schema: bannerSchema,
  rows: [
    [
      { name: "banner_type", kind: "type", labelKey: "banners.fields.bannerType" },
      { name: "redirects_to_link", kind: "text", type: "url", labelKey: "banners.fields.link", hintKey: "banners.hints.link" },
    ],
    [
      { name: "image", kind: "image", labelKey: "banners.fields.imageWebsite" },
      { name: "image_mobile", kind: "image", labelKey: "banners.fields.imageMobile", optional: true },
    ],
  ],
  images: ["image", "image_mobile"],
  empty: () => ({ banner_type: "", redirects_to_link: "", image: null, image_mobile: null }),
  toFormValues: (banner) => ({
    banner_type: text(banner.banner_type),
    redirects_to_link: text(banner.redirects_to_link),
    image: image(banner.image),
    image_mobile: image(banner.image_mobile),
  }),
  toPayload: (values, [imageUrl, imageMobileUrl]) =>
    toBannerPayload({
      banner_type: text(values.banner_type),
      redirects_to_link: text(values.redirects_to_link),
      image: imageUrl,
      image_mobile: imageMobileUrl,
    }),
  columns: [
    { field: "id", labelKey: "banners.fields.id", kind: "text", minWidth: 100, flex: 0.5 },
    { field: "country_name_en", labelKey: "banners.fields.country", kind: "text", minWidth: 160, flex: 0.9 },
    { field: "banner_type", labelKey: "banners.fields.type", kind: "type", minWidth: 140, flex: 0.8 },
    {
      field: "redirect_to",
      labelKey: "banners.fields.redirectTo",
      kind: "link",
      minWidth: 220,
      flex: 1.4,
      link: (row) => bannerRedirect(row as Banner),
    },
    { field: "image", labelKey: "banners.fields.image", kind: "image", minWidth: 160, flex: 0.8 },
  ],
};

export const shopBannerKind: BannerKind = {
  resource: "shop_banners",
  ns: "shopBanners",
  types: SHOP_BANNER_TYPES,
  schema: shopBannerSchema,
  rows: [
    [
      { name: "banner_type", kind: "type", labelKey: "shopBanners.fields.bannerType" },
      { name: "position", kind: "text", type: "number", labelKey: "shopBanners.fields.position" },
    ],
    [{ name: "link", kind: "text", labelKey: "shopBanners.fields.link" }],
    [{ name: "image", kind: "image", labelKey: "shopBanners.fields.image" }],
  ],
  images: ["image"],
  // Middle banner is the only type: a new shop banner starts with it chosen.
  empty: () => ({ banner_type: SHOP_BANNER_TYPES[0], link: "", position: "", image: null }),
  toFormValues: (banner) => ({
    banner_type: text((banner as ShopBanner).banner_type) || SHOP_BANNER_TYPES[0],
    link: text(banner.link),
    position: text(banner.position),
    image: image(banner.image),
  }),
  toPayload: (values, [imageUrl]) =>
    toShopBannerPayload({
      banner_type: text(values.banner_type),
      link: text(values.link),
      position: text(values.position),
      image: imageUrl,
    }),
  columns: [
    { field: "id", labelKey: "shopBanners.fields.id", kind: "text", minWidth: 100, flex: 0.5 },
    { field: "banner_type", labelKey: "shopBanners.fields.type", kind: "type", minWidth: 150, flex: 0.9 },
    { field: "position", labelKey: "shopBanners.fields.position", kind: "text", minWidth: 100, flex: 0.5 },
    { field: "image", labelKey: "shopBanners.fields.image", kind: "image", minWidth: 160, flex: 1 },
  ],
};
