import { describe, expect, it } from "vitest";
import { buildListQuery, UnsupportedQueryError } from "@/providers/data/list-query";
import type { ApiResource, QueryParams } from "@/providers/data/api/types";

const orders: ApiResource = {
  base: "vendor",
  path: "orders",
  pageSize: 10,
  listKey: "orders",
  filters: { status: "with_status", search: "search" },
};
const products: ApiResource = {
  base: "vendor",
  path: "products",
  pageSize: 10,
  listKey: "products",
  filters: { tab: (value): QueryParams => (value === "uncategorized" ? { uncategorized: true } : { with_status: value }) },
};

describe("buildListQuery", () => {
  it("sends page and records_per_page", () => {
    expect(buildListQuery("orders", orders, { currentPage: 3, pageSize: 10 }, [], [])).toEqual({ page: 3, records_per_page: 10 });
  });
  it("defaults to page 1 and the resource's page size", () => {
    expect(buildListQuery("orders", orders, undefined, undefined, undefined)).toEqual({ page: 1, records_per_page: 10 });
  });
  it("maps filters to the spec's parameters and leaves empty ones out", () => {
    expect(
      buildListQuery(
        "orders",
        orders,
        { currentPage: 1, pageSize: 10 },
        [
          { field: "status", operator: "eq", value: "pending" },
          { field: "search", operator: "eq", value: "  PO-12 " },
        ],
        [],
      ),
    ).toEqual({ page: 1, records_per_page: 10, with_status: "pending", search: "PO-12" });
    expect(buildListQuery("orders", orders, undefined, [{ field: "search", operator: "eq", value: "" }], [])).not.toHaveProperty("search");
  });
  it("lets a tab map to different parameters", () => {
    expect(buildListQuery("products", products, undefined, [{ field: "tab", operator: "eq", value: "uncategorized" }], [])).toMatchObject({
      uncategorized: true,
    });
    expect(buildListQuery("products", products, undefined, [{ field: "tab", operator: "eq", value: "active" }], [])).toMatchObject({
      with_status: "active",
    });
  });
  it("keeps the resource's fixed query", () => {
    expect(buildListQuery("disputes", { ...orders, query: { role: "vendor" } }, undefined, [], [])).toMatchObject({ role: "vendor" });
  });
  it("omits paging when pagination is off", () => {
    expect(buildListQuery("orders", orders, { mode: "off" }, [], [])).toEqual({});
  });
  it("throws on what the server cannot do", () => {
    expect(() => buildListQuery("orders", orders, undefined, [{ field: "status", operator: "contains", value: "p" }], [])).toThrow(
      UnsupportedQueryError,
    );
    expect(() => buildListQuery("orders", orders, undefined, [{ field: "color", operator: "eq", value: "red" }], [])).toThrow(/color/);
    expect(() => buildListQuery("orders", orders, undefined, [{ operator: "or", value: [] }], [])).toThrow(UnsupportedQueryError);
    expect(() => buildListQuery("orders", orders, undefined, [], [{ field: "id", order: "asc" }])).toThrow(/sort/);
  });
});
