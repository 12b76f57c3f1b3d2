import { SHOP_CATEGORIES_PER_VIEW, SHOP_PRODUCTS_PER_ROW } from "@/config/constants";
import { safeHref } from "./urls";

/**
 * The shop preview (document 2 §2 "Shop preview", §3 "Store", §9): what `GET store` carries for
 * it and the layout rules. Pure.
 */
export type PreviewBanner = {
  id?: number;
  image: string | null;
  image_mobile?: string | null;
  banner_type: string;
  redirects_to_link?: string | null;
};

export type PreviewCategory = { id?: number; title_en?: string | null; image?: string | null; country_name_en?: string | null };

export type PreviewVariant = {
  featured_image?: string | null;
  price?: number | string | null;
  discounted_price?: number | string | null;
  description_en?: string | null;
};

export type PreviewProduct = {
  id?: number;
  name_en: string;
  slug?: string | null;
  variants?: PreviewVariant[] | null;
  average_rating?: number | string | null;
  /** A count, or the reviews themselves. */
  reviews?: number | unknown[] | null;
  store_logo?: string | null;
  store_country_name_en?: string | null;
  category_title_en?: string | null;
};

export type PreviewService = {
  id?: number;
  name_en: string;
  slug?: string | null;
  featured_image?: string | null;
  price?: number | string | null;
  discounted_price?: number | string | null;
  description_en?: string | null;
  unit_time?: string | number | null;
};

export type StorePreview = {
  banners?: PreviewBanner[] | null;
  categories?: PreviewCategory[] | null;
  products?: PreviewProduct[] | null;
  services?: PreviewService[] | null;
};

/** Slides the product carousel shows at a viewport width (§2): 5 from 1200 px, 4 from 1024, 3 from 768, otherwise 5. */
export function productSlidesPerView(width: number): number {
  if (width >= 1200) return 5;
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  return 5;
}

/** Items in rows of `size` (product rows split after 5). */
export function chunk<T>(items: readonly T[], size: number = SHOP_PRODUCTS_PER_ROW): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

/** The category strip is a carousel from 8 categories on (showing 8 at once), else a plain row. */
export function categoriesAsCarousel(count: number): boolean {
  return count >= SHOP_CATEGORIES_PER_VIEW;
}

/** Primary banners for the top carousel, and the first secondary banner (or none). */
export function splitBanners(banners: readonly PreviewBanner[] | null | undefined): {
  primary: PreviewBanner[];
  secondary: PreviewBanner | null;
} {
  const list = (banners ?? []).filter((banner) => Boolean(banner.image));
  return {
    primary: list.filter((banner) => banner.banner_type === "store_primary"),
    secondary: list.find((banner) => banner.banner_type === "store_secondary") ?? null,
  };
}

function amount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The public storefront page of a product: the configured base URL joined with the slug. */
export function storefrontUrl(base: string, slug: string | null | undefined): string | null {
  const path = (slug ?? "").trim().replace(/^\/+/, "");
  if (!path || !base.trim()) return null;
  return `${base.trim().replace(/\/+$/, "")}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

export type ProductCard = {
  name: string;
  image: string | null;
  /** The list price; null when there is none to show (0: wholesale or inquiry products quote on request). */
  price: number | null;
  /** The selling price when it is a real discount (then `price` is shown struck through), else null. */
  discountedPrice: number | null;
  rating: number;
  reviewCount: number;
  storeLogo: string | null;
  storeCountry: string | null;
  description: string;
  url: string | null;
};

/** A price worth showing: a positive amount, else null. */
function shownPrice(value: number | string | null | undefined): number | null {
  const number = amount(value);
  return number !== null && number > 0 ? number : null;
}

/** A product card's content: the first variant's prices and description, the first image any variant has. */
export function productCard(product: PreviewProduct, storefrontBase: string): ProductCard {
  const variants = product.variants ?? [];
  const first = variants[0] ?? {};
  const image = variants.find((variant) => variant.featured_image)?.featured_image ?? null;
  const price = shownPrice(first.price);
  const discounted = amount(first.discounted_price);
  const rating = amount(product.average_rating as number | string | null | undefined) ?? 0;
  const reviews = product.reviews;
  return {
    name: product.name_en,
    image,
    price,
    discountedPrice: price !== null && discounted !== null && discounted > 0 && discounted < price ? discounted : null,
    rating: Math.min(5, Math.max(0, rating)),
    reviewCount: Array.isArray(reviews) ? reviews.length : (amount(reviews as number | null | undefined) ?? 0),
    storeLogo: product.store_logo ?? null,
    storeCountry: product.store_country_name_en ?? null,
    description: first.description_en ?? "",
    url: storefrontUrl(storefrontBase, product.slug),
  };
}

export type ServiceCard = { name: string; image: string | null; price: number | null; discountedPrice: number | null; description: string };

export function serviceCard(service: PreviewService): ServiceCard {
  const price = shownPrice(service.price);
  const discounted = amount(service.discounted_price);
  return {
    name: service.name_en,
    image: service.featured_image ?? null,
    price,
    discountedPrice: price !== null && discounted !== null && discounted > 0 && discounted < price ? discounted : null,
    description: service.description_en ?? "",
  };
}

/** Inline pictures an `<img>` may show: raster images and SVG (an SVG in an image runs no script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i;

/**
 * An image address for `src`: a web or relative URL, or an inline picture; anything else
 * (javascript:, vbscript:, other data: types) gives undefined and the caller shows its fallback.
 */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return DATA_IMAGE.test(trimmed) ? trimmed : safeHref(trimmed);
}
