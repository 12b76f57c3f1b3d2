import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { isNameSearch, matchRank, parseOrderNumber, rankScreens, searchKey } from "@/domain/command-palette";
import { currentOrderStatus } from "@/domain/orders";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import type { RecentRecord } from "@/domain/recent-records";
import { useRecentRecords } from "@/hooks/use-recent-records";
import { useNameSearch, useOrderLookup, type OrderLookup } from "./use-palette-lookups";

/** A screen the signed-in account may open (the app's registry decides: src/app/layout/palette-screens.ts). */
export type PaletteScreenEntry = { path: string; labelKey: string; sectionKey: string };

/** One line of the palette's list. `record`: what the recent records remember when it is chosen. */
export type PaletteOption = {
  key: string;
  kind: "order" | "recent" | "screen" | "product" | "service";
  label: string;
  detail: string;
  path: string;
  record?: RecentRecord;
};

/** A name search waits for a pause in typing: a request per key would be wasted. */
const SEARCH_PAUSE_MS = 300;
/** Products and services shown per kind: the list's first few; the catalogue has the rest. */
const NAMES_SHOWN = 5;

export type PaletteProps = {
  screens: readonly PaletteScreenEntry[];
  /** The i18n key naming a record of each resource ("Order Details", "Product"), for recent records without a name. */
  recordTitles: Readonly<Record<string, string>>;
};

/** The palette's list for what is typed, and what the order number and the name searches say meanwhile. */
export function usePaletteOptions(query: string, { screens, recordTitles }: PaletteProps) {
  const { t } = useTranslation();
  const access = useAccessRules();
  const { showUrl } = useNavigation();
  const recent = useRecentRecords();
  const orderNumber = access("orders", "show").can ? parseOrderNumber(query) : null;
  // Each prefix of a number typed is a number too: only the one typing stopped at is looked up.
  const settledNumber = useDebouncedValue(orderNumber, SEARCH_PAUSE_MS);
  const { lookup: settledLookup, settle } = useOrderLookup(settledNumber === orderNumber ? orderNumber : null);
  const lookup: OrderLookup = orderNumber !== null && settledNumber !== orderNumber ? { state: "loading" } : settledLookup;
  const name = useDebouncedValue(isNameSearch(query) ? query.trim() : "", SEARCH_PAUSE_MS);
  const current = isNameSearch(query) && name === query.trim() ? name : "";
  const products = useNameSearch("products", current, access("products", "list").can);
  const services = useNameSearch("services", current, access("services", "list").can);

  const options: PaletteOption[] = [];
  if (orderNumber !== null && lookup.state !== "missing") {
    options.push({
      key: `order-${orderNumber}`,
      kind: "order",
      label: t("palette.order", { id: orderNumber }),
      detail: orderDetail(lookup, t),
      path: showUrl("orders", orderNumber),
      record: { resource: "orders", id: String(orderNumber), path: showUrl("orders", orderNumber) },
    });
  }
  for (const record of recent) {
    const title = recordTitles[record.resource];
    if (!title || !access(record.resource, "list").can) continue;
    // The order typed is listed once, as the order found.
    if (orderNumber !== null && record.resource === "orders" && record.id === String(orderNumber)) continue;
    const label = record.name ?? `${t(title)} #${record.id}`;
    if (searchKey(query) !== "" && matchRank(label, query) === null) continue;
    options.push({
      key: `recent-${record.resource}-${record.id}`,
      kind: "recent",
      label,
      detail: t("palette.kinds.recent"),
      path: record.path,
    });
  }
  const translated = screens.map((screen) => ({ ...screen, label: t(screen.labelKey), section: t(screen.sectionKey) }));
  for (const screen of rankScreens(translated, query)) {
    const detail = screen.section === screen.label ? t("palette.kinds.screen") : `${t("palette.kinds.screen")} · ${screen.section}`;
    options.push({ key: `screen-${screen.path}`, kind: "screen", label: screen.label, detail, path: screen.path });
  }
  for (const [kind, found] of [
    ["product", products.items],
    ["service", services.items],
  ] as const) {
    const resource = kind === "product" ? "products" : "services";
    for (const item of found.slice(0, NAMES_SHOWN)) {
      // The list's answer names a record in English only (its name column): the palette shows what the list shows.
      const itemName = item.name_en;
      const path = showUrl(resource, item.id);
      const record = { resource, id: String(item.id), path, name: itemName };
      options.push({ key: `${kind}-${item.id}`, kind, label: itemName, detail: t(`palette.kinds.${kind}`), path, record });
    }
  }

  const searching = isNameSearch(query) && (current === "" || products.loading || services.loading);
  const status = statusText(
    { orderNumber, lookup, searching, failed: products.failed || services.failed, count: options.length, query },
    t,
  );
  return { options, status, busy: searching || lookup.state === "loading", settle };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function orderDetail(lookup: OrderLookup, t: Translate): string {
  if (lookup.state === "found") {
    const status = currentOrderStatus(lookup.order);
    return status ? `${t("palette.kinds.order")} · ${t(`orders.statuses.${status}`)}` : t("palette.kinds.order");
  }
  if (lookup.state === "failed") return lookup.message;
  return t("palette.lookingUp");
}

/** The line read out under the field: the order lookup's answer first, then the search's state. */
function statusText(
  state: { orderNumber: number | null; lookup: OrderLookup; searching: boolean; failed: boolean; count: number; query: string },
  t: Translate,
): string {
  if (state.orderNumber !== null && state.lookup.state === "missing") return t("palette.orderMissing", { id: state.orderNumber });
  if (state.orderNumber !== null && state.lookup.state === "failed") return state.lookup.message;
  if (state.orderNumber !== null && state.lookup.state === "loading") return t("palette.lookingUpOrder", { id: state.orderNumber });
  if (state.searching) return t("palette.searching");
  if (state.failed) return t("palette.searchFailed");
  if (searchKey(state.query) === "") return "";
  return state.count === 0 ? t("palette.nothingFound") : t("palette.found", { count: state.count });
}
