import { describe, expect, it } from "vitest";
import { EnvelopeError, responseMessage, unwrapData, unwrapItems, unwrapList } from "@/providers/data/envelope";
import { apiResources } from "@/providers/data/api-table";

describe("envelope", () => {
  it("unwraps data", () => {
    expect(unwrapData({ success: true, data: { id: 1 }, message: "", errors: null, status: 200 }, "order")).toEqual({ id: 1 });
  });
  it("unwraps a list by its key with the server's pagination", () => {
    const body = { success: true, data: { refunds: [{ id: 1 }], pagination: { page: "2", total_pages: 5 } } };
    expect(unwrapList(body, "refunds", "refunds")).toEqual({ items: [{ id: 1 }], pagination: { page: 2, total_pages: 5 } });
  });
  it("fails loudly when the list key is missing", () => {
    expect(() => unwrapList({ data: { orders: [], pagination: { page: 1, total_pages: 1 } } }, "refunds", "refunds")).toThrow(
      /data\.refunds/,
    );
  });
  it("fails loudly when the pagination is missing", () => {
    expect(() => unwrapList({ data: { refunds: [] } }, "refunds", "refunds")).toThrow(/pagination/);
    expect(() => unwrapList({ data: { refunds: [], pagination: { page: 1 } } }, "refunds", "refunds")).toThrow(EnvelopeError);
  });
  it("reads a list without data.pagination as one page only where the API table allows it", () => {
    const optional = { paginationOptional: true };
    expect(unwrapList({ data: { banners: [{ id: 1 }, { id: 2 }] } }, "banners", "banners", optional)).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      pagination: null,
    });
    expect(unwrapList({ data: { banners: [], pagination: null } }, "banners", "banners", optional)).toEqual({
      items: [],
      pagination: null,
    });
    // A pagination that is there is still read, and still has to be readable.
    expect(
      unwrapList({ data: { banners: [], pagination: { page: 2, total_pages: 3 } } }, "banners", "banners", optional).pagination,
    ).toEqual({ page: 2, total_pages: 3 });
    expect(() => unwrapList({ data: { banners: [], pagination: { page: 1 } } }, "banners", "banners", optional)).toThrow(/pagination/);
    expect(() => unwrapList({ data: { items: [] } }, "banners", "banners", optional)).toThrow(/data\.banners/);
    // Everywhere else a missing pagination still fails loudly.
    expect(() => unwrapList({ data: { banners: [] } }, "banners", "banners")).toThrow(/pagination/);
  });
  it("declares optional pagination for banners and shop banners only", () => {
    const optional = Object.entries(apiResources)
      .filter(([, api]) => api.pagination === "optional")
      .map(([name]) => name);
    expect(optional.sort()).toEqual(["banners", "shop_banners"]);
  });
  it("fails loudly on an empty or non-JSON body", () => {
    expect(() => unwrapData("", "dashboard")).toThrow(/empty body/);
    expect(() => unwrapData("<html>", "dashboard")).toThrow(/not JSON/);
  });
  it("reads a whole, unpaged list (menu items) without data.pagination, still failing on a missing list", () => {
    expect(unwrapItems({ data: { menu_items: [{ id: 1 }] } }, "menu_items", "menu_items")).toEqual([{ id: 1 }]);
    expect(() => unwrapItems({ data: { items: [] } }, "menu_items", "menu_items")).toThrow(/data\.menu_items/);
  });
  it("passes on the server's success message", () => {
    expect(responseMessage({ data: {}, message: " Coupon created " })).toBe("Coupon created");
    expect(responseMessage({ data: {} })).toBe("");
    expect(responseMessage(null)).toBe("");
  });
});
