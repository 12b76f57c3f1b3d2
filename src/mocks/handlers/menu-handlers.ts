import { http } from "msw";
import { db } from "../db";
import { VENDOR, notFound, ok, publicRecord, requiredAttributes, vendor } from "../http-kit";
import type { MockMenuItem } from "../seed/menu-seed";

/**
 * Storefront menu items (document 2 §7): the whole list at data.menu_items (not paginated), read,
 * create, PATCH and delete. Deleting an item deletes its sub-items too, so a reload agrees with
 * the table the seller sees.
 */
type Errors = Record<string, string[]>;
type Body = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function own(storeId: number) {
  return db.state.menu_items.filter((item) => item.store_id === storeId);
}

function below(items: MockMenuItem[], id: number): Set<number> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length) {
    frontier = items.filter((item) => frontier.includes(item.parent_id) && !found.has(item.id) && item.id !== id).map((item) => item.id);
    frontier.forEach((child) => found.add(child));
  }
  return found;
}

function checkItem(body: Body, storeId: number, editing?: MockMenuItem): Errors {
  const errors: Errors = {};
  if (!text(body.name_en)) errors.name_en = ["can't be blank"];
  const link = text(body.link);
  if (!link) errors.link = ["can't be blank"];
  else if (link.startsWith("/")) errors.link = ["must not start with '/'"];
  else if (own(storeId).some((item) => item.link.toLowerCase() === link.toLowerCase() && item.id !== editing?.id)) {
    errors.link = ["has already been taken"];
  }
  if (body.position !== null && body.position !== undefined && body.position !== "" && !Number.isInteger(Number(body.position))) {
    errors.position = ["must be a whole number"];
  }
  const parent = Number(body.parent_id ?? 0);
  if (!Number.isInteger(parent)) errors.parent_id = ["is invalid"];
  else if (parent !== 0) {
    const items = own(storeId);
    if (!items.some((item) => item.id === parent)) errors.parent_id = ["does not exist"];
    else if (editing && (parent === editing.id || below(items, editing.id).has(parent)))
      errors.parent_id = ["can't be the item itself or one of its sub-items"];
  }
  return errors;
}

/** Without a position, an item goes after its siblings. */
function apply(item: MockMenuItem, body: Body, storeId: number) {
  item.name_en = text(body.name_en);
  item.name_ar = text(body.name_ar);
  item.parent_id = Number(body.parent_id ?? 0);
  const siblings = own(storeId).filter((entry) => entry.parent_id === item.parent_id && entry.id !== item.id);
  item.position =
    body.position === null || body.position === undefined || body.position === ""
      ? Math.max(0, ...siblings.map((entry) => entry.position)) + 1
      : Number(body.position);
  item.link = text(body.link);
}

export const menuHandlers = [
  http.get(
    `${VENDOR}/menu_items`,
    vendor(({ store }) => ok({ menu_items: own(store.id).map(publicRecord) })),
  ),
  http.get(
    `${VENDOR}/menu_items/:id`,
    vendor(({ params, store }) => {
      const item = own(store.id).find((entry) => String(entry.id) === String(params.id));
      return item ? ok(publicRecord(item)) : notFound("Menu item");
    }),
  ),
  http.post(
    `${VENDOR}/menu_items`,
    vendor(async ({ request, store }) => {
      const body = await requiredAttributes(request, "menu_item", (attributes) => checkItem(attributes, store.id));
      if (body instanceof Response) return body;
      const item: MockMenuItem = { id: db.nextId(), store_id: store.id, name_en: "", name_ar: "", position: 0, parent_id: 0, link: "" };
      apply(item, body, store.id);
      db.state.menu_items.push(item);
      return ok(publicRecord(item), { status: 201, message: "Menu item created" });
    }),
  ),
  http.patch(
    `${VENDOR}/menu_items/:id`,
    vendor(async ({ request, params, store }) => {
      const item = own(store.id).find((entry) => String(entry.id) === String(params.id));
      if (!item) return notFound("Menu item");
      const body = await requiredAttributes(request, "menu_item", (attributes) => checkItem(attributes, store.id, item));
      if (body instanceof Response) return body;
      apply(item, body, store.id);
      return ok(publicRecord(item), { message: "Menu item updated" });
    }),
  ),
  http.delete(
    `${VENDOR}/menu_items/:id`,
    vendor(({ params, store }) => {
      const items = own(store.id);
      const item = items.find((entry) => String(entry.id) === String(params.id));
      if (!item) return notFound("Menu item");
      const gone = below(items, item.id);
      gone.add(item.id);
      db.state.menu_items = db.state.menu_items.filter((entry) => !gone.has(entry.id));
      return ok({ id: item.id, deleted_ids: [...gone] }, { message: "Menu item deleted" });
    }),
  ),
];
