import { describe, expect, it } from "vitest";
import { rowsOfStatusTab } from "@/domain/status-tabs";

const rows = [
  { id: 1, status: "requested" },
  { id: 2, status: "approved" },
  { id: 3, status: " Requested " },
  { id: 4, status: null },
  { id: 5, status: "rejected" },
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe("the rows a status tab shows", () => {
  it("under a status's tab, only rows of that status, whatever the server answered", () => {
    expect(ids(rowsOfStatusTab(rows, "requested", (row) => row.status))).toEqual([1, 3]);
    expect(ids(rowsOfStatusTab(rows, "approved", (row) => row.status))).toEqual([2]);
    expect(rowsOfStatusTab(rows, "open", (row) => row.status)).toEqual([]);
  });

  it("under All (no status), every row", () => {
    expect(ids(rowsOfStatusTab(rows, "", (row) => row.status))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(rowsOfStatusTab(rows, undefined, (row) => row.status))).toEqual([1, 2, 3, 4, 5]);
  });
});
