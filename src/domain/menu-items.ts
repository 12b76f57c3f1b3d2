/**
 * Storefront menu items (document 2 §2 "Menu items", §3 "Menu item", §5, §7). Pure.
 * `parent_id` 0 means a top-level item; `link` is a path relative to the storefront address.
 */
import { hasUnsafeScheme } from "./urls";

export type MenuItem = {
  id: number;
  name_en: string;
  name_ar: string | null;
  position: number | null;
  parent_id: number | null;
  link: string;
};

/** The parent_id of a top-level item. */
export const MENU_ROOT_ID = 0;

export type MenuLinkError = "required" | "leadingSlash" | "unsafe";

/**
 * §5: the link is required and must not start with "/" (it follows the storefront address); a
 * javascript:, data: or vbscript: link is refused however it is written (issue 11).
 */
export function menuLinkError(link: string | null | undefined): MenuLinkError | null {
  const value = (link ?? "").trim();
  if (value === "") return "required";
  if (value.startsWith("/")) return "leadingSlash";
  if (hasUnsafeScheme(value)) return "unsafe";
  return null;
}

/** The full storefront address a link points to, as shown after the prefix. */
export function storefrontAddress(base: string, link: string): string {
  return `${base.replace(/\/+$/, "")}/${link.trim()}`;
}

function parentOf(item: Pick<MenuItem, "parent_id">): number {
  return Number(item.parent_id ?? MENU_ROOT_ID) || MENU_ROOT_ID;
}

/** The ids of an item's children, their children and so on (not the item itself). */
export function descendantIds(items: readonly Pick<MenuItem, "id" | "parent_id">[], id: number): Set<number> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next = items.filter((item) => frontier.includes(parentOf(item)) && !found.has(item.id) && item.id !== id).map((item) => item.id);
    next.forEach((child) => found.add(child));
    frontier = next;
  }
  return found;
}

/** §7: deleting an item removes it and everything under it from the table. */
export function deleteWithChildren<T extends Pick<MenuItem, "id" | "parent_id">>(items: readonly T[], id: number): T[] {
  const gone = descendantIds(items, id);
  gone.add(id);
  return items.filter((item) => !gone.has(item.id));
}

/** Items an item may be placed under: any item except itself and its own descendants (no cycles). */
export function parentChoices<T extends Pick<MenuItem, "id" | "parent_id">>(items: readonly T[], editingId?: number): T[] {
  if (editingId === undefined) return [...items];
  const excluded = descendantIds(items, editingId);
  excluded.add(editingId);
  return items.filter((item) => !excluded.has(item.id));
}

function byPosition(a: Pick<MenuItem, "id" | "position">, b: Pick<MenuItem, "id" | "position">): number {
  return (Number(a.position) || 0) - (Number(b.position) || 0) || a.id - b.id;
}

/**
 * The items in menu order: each item followed by its children (by position, then id), with its
 * depth. An item whose parent is missing is shown at the top level rather than lost.
 */
export function menuTreeOrder<T extends Pick<MenuItem, "id" | "parent_id" | "position">>(
  items: readonly T[],
): { item: T; depth: number }[] {
  const ids = new Set(items.map((item) => item.id));
  const result: { item: T; depth: number }[] = [];
  const placed = new Set<number>();
  const visit = (item: T, depth: number) => {
    if (placed.has(item.id)) return;
    placed.add(item.id);
    result.push({ item, depth });
    items
      .filter((child) => parentOf(child) === item.id)
      .sort(byPosition)
      .forEach((child) => visit(child, depth + 1));
  };
  items
    .filter((item) => parentOf(item) === MENU_ROOT_ID || !ids.has(parentOf(item)))
    .sort(byPosition)
    .forEach((item) => visit(item, 0));
  // Items caught in a cycle (a → b → a) have no top-level ancestor: list them rather than drop them.
  [...items].sort(byPosition).forEach((item) => visit(item, 0));
  return result;
}

export type MenuItemFormValues = {
  name_en: string;
  name_ar: string;
  position: string;
  parent_id: number;
  link: string;
};

export function emptyMenuItemValues(): MenuItemFormValues {
  return { name_en: "", name_ar: "", position: "", parent_id: MENU_ROOT_ID, link: "" };
}

export function toMenuItemFormValues(item: MenuItem): MenuItemFormValues {
  return {
    name_en: item.name_en ?? "",
    name_ar: item.name_ar ?? "",
    position: item.position === null || item.position === undefined ? "" : String(item.position),
    parent_id: parentOf(item),
    link: item.link ?? "",
  };
}

export type MenuItemPayload = { name_en: string; name_ar: string; position: number | null; parent_id: number; link: string };

/** `{menu_item: {name_en, name_ar, position, parent_id, link}}` (§7). */
export function toMenuItemPayload(values: MenuItemFormValues): MenuItemPayload {
  const position = values.position.trim();
  return {
    name_en: values.name_en.trim(),
    name_ar: values.name_ar.trim(),
    position: position === "" ? null : Number(position),
    parent_id: Number(values.parent_id) || MENU_ROOT_ID,
    link: values.link.trim(),
  };
}
