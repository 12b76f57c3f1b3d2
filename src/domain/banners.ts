/**
 * Storefront banners and shop banners (document 2 §2 "Banners", "Shop banners", §3, §4, §5, §7). Pure.
 */
export const BANNER_TYPES = ["store_primary", "store_secondary"] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const SHOP_BANNER_TYPES = ["middle_banner"] as const;
export type ShopBannerType = (typeof SHOP_BANNER_TYPES)[number];

/** A banner as the server sends it; `redirect_to` is the read side's copy of the link. */
export type Banner = {
  id: number;
  banner_type: BannerType;
  redirects_to_link: string;
  redirect_to?: string | null;
  country_name_en?: string | null;
  image: string;
  image_mobile: string;
};

export type ShopBanner = {
  id: number;
  banner_type: ShopBannerType;
  link: string;
  position: number | string;
  image: string;
};

/** Banner and shop banner forms have these modes (§4); view is read-only. */
export type BannerFormMode = "create" | "view" | "update";

/** The link a banner sends its visitors to, as the list's Redirect To shows it. */
export function bannerRedirect(banner: Pick<Banner, "redirect_to" | "redirects_to_link">): string {
  return (banner.redirect_to || banner.redirects_to_link || "").trim();
}

export type BannerPayload = { banner_type: BannerType; redirects_to_link: string; image: string; image_mobile: string | null };

/** `{banner: {banner_type, redirects_to_link, image, image_mobile}}` with the images' stored URLs; no mobile image is null. */
export function toBannerPayload(values: {
  banner_type: string;
  redirects_to_link: string;
  image: string;
  image_mobile: string;
}): BannerPayload {
  return {
    banner_type: values.banner_type as BannerType,
    redirects_to_link: values.redirects_to_link.trim(),
    image: values.image,
    image_mobile: values.image_mobile.trim() || null,
  };
}

export type ShopBannerPayload = { banner_type: ShopBannerType; link: string; position: number; image: string };

/** `{shop_banner: {banner_type, link, position, image}}`. */
export function toShopBannerPayload(values: { banner_type: string; link: string; position: string; image: string }): ShopBannerPayload {
  return {
    banner_type: values.banner_type as ShopBannerType,
    link: values.link.trim(),
    position: Number(values.position.trim()),
    image: values.image,
  };
}
