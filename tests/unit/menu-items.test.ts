import { describe, expect, it } from "vitest";
import {
  deleteWithChildren,
  descendantIds,
  menuLinkError,
  menuTreeOrder,
  parentChoices,
  storefrontAddress,
  toMenuItemFormValues,
  toMenuItemPayload,
  type MenuItem,
} from "@/domain/menu-items";

function item(id: number, parent_id: number, position = id): MenuItem {
  return { id, name_en: `Item ${id}`, name_ar: null, position, parent_id, link: `item-${id}` };
}

// 1 ─ 2 ─ 4
//   └ 3
// 5 ─ 6
// 7
const tree = [item(1, 0), item(2, 1), item(3, 1), item(4, 2), item(5, 0), item(6, 5), item(7, 0)];

describe("menu link rule", () => {
  it("requires a link that does not start with /", () => {
    expect(menuLinkError("")).toBe("required");
    expect(menuLinkError("   ")).toBe("required");
    expect(menuLinkError(null)).toBe("required");
    expect(menuLinkError("/sale")).toBe("leadingSlash");
    expect(menuLinkError(" /sale")).toBe("leadingSlash");
    expect(menuLinkError("sale")).toBeNull();
    expect(menuLinkError("category/tools?sort=new")).toBeNull();
  });
  it("shows the link after the storefront address", () => {
    expect(storefrontAddress("https://shop.example/", "sale")).toBe("https://shop.example/sale");
    expect(storefrontAddress("https://shop.example", " tools/drills ")).toBe("https://shop.example/tools/drills");
  });
});

describe("deleteWithChildren", () => {
  it("removes the item and everything under it", () => {
    expect(deleteWithChildren(tree, 1).map((entry) => entry.id)).toEqual([5, 6, 7]);
    expect(deleteWithChildren(tree, 2).map((entry) => entry.id)).toEqual([1, 3, 5, 6, 7]);
    expect(deleteWithChildren(tree, 7).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it("leaves the list alone for an unknown id and does not change its input", () => {
    expect(deleteWithChildren(tree, 99)).toEqual(tree);
    deleteWithChildren(tree, 1);
    expect(tree).toHaveLength(7);
  });
  it("survives a cycle in the data", () => {
    const cyclic = [item(1, 2), item(2, 1), item(3, 0)];
    expect(deleteWithChildren(cyclic, 1).map((entry) => entry.id)).toEqual([3]);
    expect([...descendantIds(cyclic, 1)]).toEqual([2]);
  });
});

describe("parent choices and menu order", () => {
  it("never offers an item, or one of its descendants, as its own parent", () => {
    expect(parentChoices(tree, 1).map((entry) => entry.id)).toEqual([5, 6, 7]);
    expect(parentChoices(tree, 2).map((entry) => entry.id)).toEqual([1, 3, 5, 6, 7]);
    expect(parentChoices(tree).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("lists each item followed by its children, by position, with depth", () => {
    const items = [item(1, 0, 2), item(2, 0, 1), item(3, 1, 2), item(4, 1, 1), item(5, 42, 0)];
    expect(menuTreeOrder(items).map(({ item: entry, depth }) => [entry.id, depth])).toEqual([
      [5, 0],
      [2, 0],
      [1, 0],
      [4, 1],
      [3, 1],
    ]);
  });
  it("keeps items of a cycle instead of dropping them", () => {
    expect(
      menuTreeOrder([item(1, 2), item(2, 1)])
        .map(({ item: entry }) => entry.id)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe("menu item payload", () => {
  it("sends name_en, name_ar, position, parent_id and link, trimmed and typed", () => {
    expect(toMenuItemPayload({ name_en: " Tools ", name_ar: " أدوات ", position: "3", parent_id: 5, link: " tools " })).toEqual({
      name_en: "Tools",
      name_ar: "أدوات",
      position: 3,
      parent_id: 5,
      link: "tools",
    });
    expect(toMenuItemPayload({ name_en: "Tools", name_ar: "", position: "", parent_id: 0, link: "tools" })).toMatchObject({
      position: null,
      parent_id: 0,
    });
  });
  it("reads an item back, with 0 for no parent", () => {
    expect(toMenuItemFormValues({ ...item(3, 0), parent_id: null, position: null })).toEqual({
      name_en: "Item 3",
      name_ar: "",
      position: "",
      parent_id: 0,
      link: "item-3",
    });
  });
});
