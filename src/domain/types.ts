/** Entity types as the API spells them (document 1 §3, document 2 §3). */

export type Role = "vendor" | "customer" | "admin";

export type CountryId = 1 | 2 | 3;

export type SignedInUser = {
  id: number;
  email: string;
  first_name_en: string;
  last_name_en: string;
  roles: Role[];
};

export type Store = {
  id: number;
  country_id: CountryId;
  name_en: string;
  name_ar?: string;
  can_manage_product: boolean;
  can_reject_order: boolean;
  currency?: string;
  [field: string]: unknown;
};

export type Money = { currency: string; amount: number | string };

export type Dashboard = {
  /** Shown with formatMoney, which copes with a missing amount or currency. */
  total_revenue: Money | null;
  new_orders: number;
  all_orders: number;
};

export type Pagination = { page: number; total_pages: number };

/** Resized versions of an uploaded image: `small` 100 px, `medium` 250 px, PNG (document 2 §3, §7). */
export type ResizedImages = { small: string | null; medium: string | null };
