import { describe, expect, it } from "vitest";
import { normalizeArabic, normalizeSearchTerm } from "@/domain/arabic";
import { buildListQuery } from "@/providers/data/list-query";
import { apiResource } from "@/providers/data/api-table";
import { matchesSearch, searchable } from "@/mocks/text-search";
import { db } from "@/mocks/db";
import { DEMO_ACCOUNTS } from "@/mocks/seed/shell-seed";
import { createSession } from "@/mocks/server-session";

describe("normalizeArabic", () => {
  it("folds the hamza forms of alef (أ إ آ ٱ) into a bare alef", () => {
    expect(normalizeArabic("أحمد")).toBe("احمد");
    expect(normalizeArabic("إبراهيم")).toBe("ابراهيم");
    expect(normalizeArabic("آمنة")).toBe("امنه");
    expect(normalizeArabic("ٱلله")).toBe("الله");
  });

  it("folds hamza on waw and yaa, taa marbuta and alef maqsura", () => {
    expect(normalizeArabic("مؤمن")).toBe("مومن");
    expect(normalizeArabic("مسائل")).toBe("مسايل");
    expect(normalizeArabic("عباية")).toBe("عبايه");
    expect(normalizeArabic("مستشفى")).toBe("مستشفي");
  });

  it("removes tashkeel, the superscript alef and tatweel", () => {
    expect(normalizeArabic("أَحْمَد")).toBe("احمد");
    expect(normalizeArabic("مُحَمَّدٌ")).toBe("محمد");
    expect(normalizeArabic("هٰذا")).toBe("هذا");
    expect(normalizeArabic("عـــبـاية")).toBe("عبايه");
  });

  it("leaves Latin text, digits, the bare hamza and inner spaces alone", () => {
    expect(normalizeArabic("Desk Lamp 10000")).toBe("Desk Lamp 10000");
    expect(normalizeArabic("سماء")).toBe("سماء");
    expect(normalizeArabic("زيت  العود")).toBe("زيت  العود");
    expect(normalizeSearchTerm("  أقلام جل ")).toBe("اقلام جل");
  });

  it("gives one spelling for every way of writing the same word", () => {
    const spellings = ["أحمد", "احمد", "أَحمد", "إحمد", "آحمد", "أحـمد"];
    expect(new Set(spellings.map(normalizeArabic))).toEqual(new Set(["احمد"]));
  });
});

describe("a search term is sent normalised", () => {
  it("the list query carries the normalised term for the search filter only", () => {
    const products = apiResource("products");
    const params = buildListQuery("products", products, { currentPage: 1, pageSize: 10, mode: "server" }, [{ field: "search", operator: "eq", value: " أقلامٌ " }], undefined);
    expect(params.search_by_name).toBe("اقلام");
    const orders = buildListQuery("orders", apiResource("orders"), undefined, [{ field: "status", operator: "eq", value: "pending" }, { field: "search", operator: "eq", value: "#12" }], undefined);
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
