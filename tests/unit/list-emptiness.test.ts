import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { listEmptiness, totalFromTabCounts } from "@/domain/list-emptiness";

describe("listEmptiness", () => {
  it("is unknown until the list has answered, and records when something shows", () => {
    expect(listEmptiness({ matching: null })).toBe("unknown");
    expect(listEmptiness({ matching: undefined, search: "shirt" })).toBe("unknown");
    expect(listEmptiness({ matching: 3 })).toBe("records");
    expect(listEmptiness({ matching: 1, search: "shirt", narrowed: true, total: 40 })).toBe("records");
  });

  it("is empty when nothing narrows a list that has no record", () => {
    expect(listEmptiness({ matching: 0 })).toBe("empty");
    expect(listEmptiness({ matching: 0, search: "   " })).toBe("empty");
    expect(listEmptiness({ matching: 0, narrowed: true, total: 0 })).toBe("empty");
  });

  it("says no results when a search, a tab or a filter narrows the list to nothing", () => {
    expect(listEmptiness({ matching: 0, search: "shirt" })).toBe("no-results");
    expect(listEmptiness({ matching: 0, search: "shirt", total: 0 })).toBe("no-results");
    expect(listEmptiness({ matching: 0, narrowed: true })).toBe("no-results");
    expect(listEmptiness({ matching: 0, narrowed: true, total: 12 })).toBe("no-results");
  });

  it("keeps the plain text when the whole count could not be read", () => {
    expect(listEmptiness({ matching: 0, narrowed: true, total: null })).toBe("no-results");
  });

  it("never calls a list with a search empty of records", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.string().filter((text) => text.trim() !== ""),
        fc.boolean(),
        fc.option(fc.nat()),
        (matching, search, narrowed, total) => {
          expect(listEmptiness({ matching, search, narrowed, total })).not.toBe("empty");
        },
      ),
    );
  });
});

describe("totalFromTabCounts", () => {
  it("is 0 only when every tab is empty", () => {
    expect(totalFromTabCounts({ active: 0, inactive: 0, uncategorized: 0 })).toBe(0);
    expect(totalFromTabCounts({ active: 0, inactive: 2, uncategorized: 0 })).toBeGreaterThan(0);
  });

  it("is null when the counts are not read or not numbers", () => {
    expect(totalFromTabCounts(undefined)).toBeNull();
    expect(totalFromTabCounts({})).toBeNull();
    expect(totalFromTabCounts({ active: 0, inactive: undefined })).toBeNull();
    expect(totalFromTabCounts({ active: 0, inactive: null })).toBeNull();
  });

  it("reads counts sent as text", () => {
    expect(totalFromTabCounts({ active: "0", inactive: "0" } as never)).toBe(0);
  });
});
