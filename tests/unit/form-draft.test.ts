// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { draftChanges, draftKey, mergeDraft, sanitizeDraft } from "@/lib/form-draft";

describe("form draft key", () => {
  it("names the form, the record and the user", () => {
    expect(draftKey("products.edit", "vendor@demo.test", 12)).toBe("products.edit.12.vendor%40demo.test");
    expect(draftKey("products.create", "vendor@demo.test")).toBe("products.create.vendor%40demo.test");
    expect(draftKey("store.edit", "Vendor@Demo.test ", "7")).toBe("store.edit.7.vendor%40demo.test");
  });

  it("differs between sellers and between records, and has a name for nobody signed in", () => {
    expect(draftKey("store.edit", "a@x.test", 1)).not.toBe(draftKey("store.edit", "b@x.test", 1));
    expect(draftKey("products.edit", "a@x.test", 1)).not.toBe(draftKey("products.edit", "a@x.test", 2));
    expect(draftKey("wizard.signup", null)).toBe("wizard.signup.anonymous");
    expect(draftKey("wizard.signup", "")).toBe("wizard.signup.anonymous");
    // A crafted e-mail cannot reach another record's or form's key.
    expect(draftKey("products.edit", "x.1.a@x.test", null)).toBe("products.edit.x.1.a%40x.test");
    expect(draftKey("products.edit", "a@x.test", "1.b")).toBe("products.edit.1.b.a%40x.test");
  });
});

describe("form draft contents", () => {
  it("keep typed values, nested and in lists, but no files, passwords, tokens or odd objects", () => {
    const file = new File([new Uint8Array([1])], "logo.png");
    expect(
      sanitizeDraft({
        name_en: "Palm",
        no_of_sku: 3,
        tool: false,
        brand_id: null,
        logo_image: file,
        password: "secret1",
        confirm_password: "secret1",
        access_token: "t",
        when: new Date(0),
        nan: Number.NaN,
        variants: [{ sku: "A-1", featured_image: file, images: ["https://cdn.test/a.png", file] }],
      }),
    ).toEqual({
      name_en: "Palm",
      no_of_sku: 3,
      tool: false,
      brand_id: null,
      variants: [{ sku: "A-1", images: ["https://cdn.test/a.png"] }],
    });
  });
});

describe("a draft merged into the form's defaults", () => {
  const defaults = {
    name_en: "Saved name",
    country_id: 1 as number | string,
    tool: false,
    brand_id: null as number | null,
    logo_image: "https://cdn.test/logo.png" as string | File | null,
    password: "",
    keywords: ["old"],
    variants: [{ id: 1, sku: "S-1", price: "10", featured_image: "https://cdn.test/v.png" as string | null }],
  };

  it("takes the typed values over the saved ones", () => {
    const merged = mergeDraft(defaults, { name_en: "Typed", country_id: 2, tool: true, brand_id: 5, keywords: ["a", "b"] });
    expect(merged).toEqual({ ...defaults, name_en: "Typed", country_id: 2, tool: true, brand_id: 5, keywords: ["a", "b"] });
  });

  it("keeps the saved upload when the draft has no file (a picked file is not kept), and list items merge in place", () => {
    const merged = mergeDraft(defaults, {
      variants: [
        { id: 1, sku: "S-typed" },
        { id: "new-1", sku: "N-1", price: "5" },
      ],
    });
    expect(merged.logo_image).toBe("https://cdn.test/logo.png");
    expect(merged.variants).toEqual([
      { id: 1, sku: "S-typed", price: "10", featured_image: "https://cdn.test/v.png" },
      { id: "new-1", sku: "N-1", price: "5" },
    ]);
  });

  it("ignores fields the form does not have, values of the wrong kind, secrets and broken drafts", () => {
    const merged = mergeDraft(defaults, { extra: "x", name_en: { html: 1 }, keywords: "nope", variants: { 0: {} }, password: "stolen" });
    expect(merged).toEqual(defaults);
    expect(mergeDraft(defaults, null)).toEqual(defaults);
    expect(mergeDraft(defaults, "garbage")).toEqual(defaults);
    expect(mergeDraft(defaults, [1, 2])).toEqual(defaults);
  });

  it("does not change the defaults it was given", () => {
    const copy = structuredClone(defaults);
    mergeDraft(defaults, { name_en: "Typed", variants: [{ sku: "X" }] });
    expect(defaults).toEqual(copy);
  });
});

describe("a draft of what changed", () => {
  const variant = (id: number) => ({ id, sku: `S-${id}`, price: "10", images: [`https://cdn.test/${id}.png`], featured_image: null });
  const saved = {
    name_en: "Saved name",
    description: "<p>Saved</p>",
    brand_id: null as number | null,
    keywords: ["old"],
    password: "",
    variants: Array.from({ length: 200 }, (_, index) => variant(index + 1)),
  };

  it("holds nothing when nothing changed, and what changed otherwise, which merges back to the typed values", () => {
    expect(draftChanges(structuredClone(saved), saved)).toBeUndefined();
    const typed = structuredClone(saved);
    typed.name_en = "Typed";
    typed.brand_id = 4;
    typed.keywords = ["old", "new"];
    typed.variants[7].price = "12.5";
    typed.password = "secret1";
    const changes = draftChanges(typed, saved);
    expect(changes).toEqual({
      name_en: "Typed",
      brand_id: 4,
      keywords: ["old", "new"],
      variants: typed.variants.map((item, index) => (index === 7 ? item : {})),
    });
    expect(mergeDraft(saved, changes)).toEqual({ ...typed, password: "" });
  });

  it("costs what was changed, not the record's size: one price in 200 variants", () => {
    const typed = structuredClone(saved);
    typed.variants[0].price = "11";
    expect(JSON.stringify(draftChanges(typed, saved)).length).toBeLessThan(JSON.stringify(sanitizeDraft(saved)).length / 20);
  });

  it("keeps a list whole when its length changed, and leaves files out", () => {
    const file = new File([new Uint8Array([1])], "v.png");
    const added = { ...structuredClone(saved), variants: [...saved.variants.slice(0, 2), { ...variant(0), id: 0, featured_image: file }] };
    const changes = draftChanges(added, saved) as { variants: unknown[] };
    expect(changes.variants).toHaveLength(3);
    expect(changes.variants[2]).toEqual({ id: 0, sku: "S-0", price: "10", images: ["https://cdn.test/0.png"] });
    // The picked file is not kept: the merged record takes the saved one's picture (none).
    expect(mergeDraft(saved, changes).variants).toEqual([variant(1), variant(2), { ...variant(0), id: 0 }]);
  });
});
