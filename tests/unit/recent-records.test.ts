import { describe, expect, it } from "vitest";
import { readRecentRecords, recentRecordsName, rememberRecent, RECENT_RECORDS_CAP, type RecentRecord } from "@/domain/recent-records";

const order = (id: number, name?: string): RecentRecord => ({
  resource: "orders",
  id: String(id),
  path: `/vendor/order-detail/${id}`,
  ...(name ? { name } : {}),
});

describe("rememberRecent", () => {
  it("puts the record opened last first", () => {
    const list = rememberRecent(rememberRecent([], order(1)), order(2));
    expect(list.map((record) => record.id)).toEqual(["2", "1"]);
  });

  it("keeps each record once, moving it first when opened again", () => {
    let list = [order(1), order(2), order(3)];
    list = rememberRecent(list, order(3));
    expect(list.map((record) => record.id)).toEqual(["3", "1", "2"]);
    expect(rememberRecent(list, { ...order(3), resource: "products", path: "/vendor/product/3/view" })).toHaveLength(4);
  });

  it("keeps a known name when the record is opened again without one, and takes a new name", () => {
    let list = rememberRecent([], order(5, "Dates box"));
    list = rememberRecent(list, order(5));
    expect(list).toEqual([order(5, "Dates box")]);
    expect(rememberRecent(list, order(5, "Gift box"))[0]!.name).toBe("Gift box");
  });

  it("keeps at most the cap, dropping the oldest", () => {
    let list: RecentRecord[] = [];
    for (let id = 1; id <= RECENT_RECORDS_CAP + 3; id += 1) list = rememberRecent(list, order(id));
    expect(list).toHaveLength(RECENT_RECORDS_CAP);
    expect(list[0]!.id).toBe(String(RECENT_RECORDS_CAP + 3));
    expect(list.at(-1)!.id).toBe("4");
    expect(rememberRecent(list, order(99), 2)).toHaveLength(2);
  });
});

describe("readRecentRecords", () => {
  it("reads back what was stored", () => {
    const list = [order(2, "Gift"), order(1)];
    expect(readRecentRecords(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it("leaves out what is not a record, repeats and addresses outside the app", () => {
    const stored = [
      order(3),
      null,
      "order 4",
      { resource: "orders", id: 5 },
      { resource: "orders", id: "6", path: "https://evil.test/" },
      { resource: "orders", id: "7", path: "//evil.test/" },
      order(3, "older visit"),
      order(8),
    ];
    expect(readRecentRecords(stored)).toEqual([order(3, "older visit"), order(8)]);
    expect(readRecentRecords({ not: "a list" })).toEqual([]);
    expect(readRecentRecords(null)).toEqual([]);
  });

  it("keeps the newest up to the cap", () => {
    const stored = Array.from({ length: RECENT_RECORDS_CAP + 2 }, (_, index) => order(index + 1));
    expect(readRecentRecords(stored).map((record) => record.id)).toEqual(stored.slice(0, RECENT_RECORDS_CAP).map((record) => record.id));
  });
});

describe("recentRecordsName", () => {
  it("is per store and user, and absent without either", () => {
    expect(recentRecordsName(1, " Vendor@Demo.test ")).toBe("recent.1.vendor@demo.test");
    expect(recentRecordsName(null, "vendor@demo.test")).toBeNull();
    expect(recentRecordsName(1, null)).toBeNull();
  });
});
