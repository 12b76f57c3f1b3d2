import { describe, expect, it } from "vitest";
import { buildListQuery } from "@/providers/data/list-query";
import { apiResource } from "@/providers/data/api-table";
import { matchesSearch, searchable } from "@/mocks/text-search";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";

describe("the mock API folds spellings on its side (searchable)", () => {
  it("folds the hamza forms of alef (أ إ آ ٱ) into a bare alef", () => {
    expect(searchable("أحمد")).toBe("احمد");
    expect(searchable("إبراهيم")).toBe("ابراهيم");
    expect(searchable("آمنة")).toBe("امنه");
    expect(searchable("ٱلله")).toBe("الله");
  });

  it("folds hamza on waw and yaa, taa marbuta and alef maqsura", () => {
    expect(searchable("مؤمن")).toBe("مومن");
    expect(searchable("مسائل")).toBe("مسايل");
    expect(searchable("عباية")).toBe("عبايه");
    expect(searchable("مستشفى")).toBe("مستشفي");
  });

  it("removes tashkeel, the superscript alef and tatweel", () => {
    expect(searchable("أَحْمَد")).toBe("احمد");
    expect(searchable("مُحَمَّدٌ")).toBe("محمد");
    expect(searchable("هٰذا")).toBe("هذا");
    expect(searchable("عـــبـاية")).toBe("عبايه");
  });

  it("leaves digits and the bare hamza alone", () => {
    expect(searchable("Desk Lamp 10000")).toBe("desk lamp 10000");
    expect(searchable("سماء")).toBe("سماء");
  });

  it("gives one spelling for every way of writing the same word", () => {
    const spellings = ["أحمد", "احمد", "أَحمد", "إحمد", "آحمد", "أحـمد"];
    expect(new Set(spellings.map(searchable))).toEqual(new Set(["احمد"]));
  });
});

describe("a search term is sent as the seller typed it", () => {
  it("keeps diacritics, alef variants, taa marbuta and case; only the ends are trimmed", () => {
    const products = apiResource("products");
    const query = (value: string) =>
      buildListQuery(
        "products",
        products,
        { currentPage: 1, pageSize: 10, mode: "server" },
        [{ field: "search", operator: "eq", value }],
        undefined,
      );
    expect(query(" أَقْلامٌ ").search_by_name).toBe("أَقْلامٌ");
    for (const term of ["أحمد", "إبراهيم", "آمنة", "ٱلله", "مؤمن", "مسائل", "عباية", "مستشفى", "عـــبـاية", "زيت  العود", "Cotton ABAYA"]) {
      expect(query(term).search_by_name).toBe(term);
    }
    const orders = buildListQuery(
      "orders",
      apiResource("orders"),
      undefined,
      [
        { field: "status", operator: "eq", value: "pending" },
        { field: "search", operator: "eq", value: "#12" },
      ],
      undefined,
    );
    expect(orders).toMatchObject({ with_status: "pending", search: "#12" });
  });
});

describe("the mock API's search (its own folding)", () => {
  it('finds "أحمد" for "احمد", and the other way round', () => {
    expect(matchesSearch("احمد", "أحمد")).toBe(true);
    expect(matchesSearch("أحمد", "احمد")).toBe(true);
    expect(matchesSearch("احمد", "Ahmed", "أَحْمَد العلي")).toBe(true);
    expect(matchesSearch("محمد", "أحمد")).toBe(false);
    expect(searchable("  Cotton  ABAYA ")).toBe("cotton abaya");
  });

  it("the products list finds an Arabic name written without hamza or with a taa marbuta as haa", async () => {
    const vendor = db.userByEmail(DEMO_ACCOUNTS.vendor.email)!;
    const headers = createSession(vendor);
    const list = async (term: string) => {
      const url = `http://localhost/api/v1/vendor/products?page=1&records_per_page=10&search_by_name=${encodeURIComponent(term)}`;
      const response = await fetch(url, { headers: { ...headers } });
      const body = (await response.json()) as { data: { products: Array<{ name_en: string }> } };
      return body.data.products.map((product) => product.name_en);
    };
    expect(await list("اقلام")).toContain("Gel Pens");
    expect(await list("عبايه قطنيه")).toContain("Cotton Abaya");
    expect(await list("الارغان")).toContain("Argan Hair Oil");
    expect(await list("Gel")).toContain("Gel Pens");
    expect(await list("قلم رصاص")).toEqual([]);
  });
});
