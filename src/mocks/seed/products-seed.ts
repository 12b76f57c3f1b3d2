import type { Product, ProductTexts, Variant } from "@/domain/products";
import { DAY_MS, SEED, SEED_NOW, createRandom, type Random } from "../random";

/**
 * The product catalogue as the server stores it (document 2 §3): products with variants per store,
 * the categories of each country, brands, shipment rules, and the services products can relate to
 * (until the services area seeds its own). Deterministic; images are tiny inline SVGs, so the
 * persisted demo state stays small.
 */
/** A variant as the server keeps it: the wire shape, with the prices and stock always set. */
export type MockVariant = Variant & { price: number; discounted_price: number; discount_percentage: number; quantity: number };

/**
 * A product as the server keeps it: the wire shape's own fields, and its links as the ids and names
 * the write body sends (the read side's names are looked up when it is served).
 */
export type MockProduct = ProductTexts &
  Pick<
    Product,
    | "id"
    | "status"
    | "video"
    | "country_of_origin"
    | "lead_days"
    | "unit"
    | "brand_id"
    | "shipment_rule_id"
    | "tool"
    | "is_inquiry"
    | "is_bulk_order"
    | "pickup_allowed"
    | "product_type"
  > & {
    store_id: number;
    category_ids: number[];
    keywords: string[];
    related_product_ids: number[];
    related_service_ids: number[];
    variants: MockVariant[];
    created_at: string;
    /** On customers' orders: the server refuses to delete it (a refused delete to play). */
    ordered?: boolean;
  };

export type MockCategory = { id: number; title_en: string; title_ar: string; country_id: 1 | 2 | 3; country_name_en: string };
export type MockBrand = { id: number; name_en: string; category_titles: string[] };
export type MockShipmentRule = { id: number; name: string };
export type MockServiceOption = { id: number; store_id: number; name_en: string };
export type MockBulkImport = {
  id: number;
  store_id: number;
  file_name: string;
  file_url: string;
  key: string;
  data_type: string;
  import_type: string | null;
  status: string;
  created_at: string;
};

const COUNTRIES = { 1: "United Arab Emirates", 2: "Saudi Arabia", 3: "Egypt" } as const;

const CATEGORY_TITLES: [string, string][] = [
  ["Clothing", "ملابس"],
  ["Electronics", "إلكترونيات"],
  ["Home & Kitchen", "المنزل والمطبخ"],
  ["Tools & Hardware", "أدوات ومعدات"],
  ["Office Supplies", "لوازم مكتبية"],
  ["Beauty", "الجمال"],
];

const BRANDS: [string, string[]][] = [
  ["Coastline", ["Clothing"]],
  ["Stride", ["Clothing", "Beauty"]],
  ["Voltline", ["Electronics"]],
  ["Kiln & Co", ["Home & Kitchen"]],
  ["Ironclad", ["Tools & Hardware"]],
  ["Paperworks", ["Office Supplies"]],
  ["Lumen", ["Electronics", "Home & Kitchen"]],
  ["Oasis Care", ["Beauty"]],
];

/** Product ideas per category: [name, arabic name, variations]. */
const CATALOGUE: Record<string, [string, string, string[]][]> = {
  Clothing: [
    ["Linen Shirt", "قميص كتان", ["Blue / M", "White / L"]],
    ["Cotton Abaya", "عباية قطنية", ["Black / 54"]],
    ["Running Shoes", "حذاء جري", ["42", "43", "44"]],
    ["Wool Scarf", "وشاح صوف", ["Grey"]],
  ],
  Electronics: [
    ["Desk Lamp", "مصباح مكتب", ["Warm white"]],
    ["Power Bank 10000 mAh", "بنك طاقة", ["Black", "White"]],
    ["Bluetooth Speaker", "مكبر صوت", ["Sand"]],
    ["USB-C Charger", "شاحن", ["30 W", "65 W"]],
  ],
  "Home & Kitchen": [
    ["Ceramic Mug", "كوب سيراميك", ["350 ml"]],
    ["Dallah Coffee Pot", "دلة قهوة", ["1 L"]],
    ["Cotton Towel Set", "طقم مناشف", ["Ivory"]],
    ["Spice Jar Set", "برطمانات بهارات", ["12 jars"]],
  ],
  "Tools & Hardware": [
    ["Cordless Drill", "مثقاب لاسلكي", ["18 V"]],
    ["Socket Wrench Set", "طقم مفاتيح", ["40 pieces"]],
    ["Laser Level", "ميزان ليزر", ["Green beam"]],
    ["Tile Cutter", "قاطع بلاط", ["600 mm"]],
  ],
  "Office Supplies": [
    ["Office Paper A4", "ورق مكتب", ["Carton of 5 reams"]],
    ["Gel Pens", "أقلام جل", ["Box of 12"]],
    ["Lever Arch File", "ملف", ["Pack of 10"]],
    ["Sticky Notes", "أوراق لاصقة", ["Pack of 6"]],
  ],
  Beauty: [
    ["Oud Perfume Oil", "زيت عطر العود", ["12 ml"]],
    ["Argan Hair Oil", "زيت الأرغان", ["100 ml"]],
    ["Rose Face Mist", "رذاذ الورد", ["150 ml"]],
    ["Shea Hand Cream", "كريم اليدين", ["75 ml"]],
  ],
};

const TOOL_CATEGORY = "Tools & Hardware";
const WHOLESALE_CATEGORY = "Office Supplies";

/** A small square image with a letter: a data URL (no storage object to keep in the state). */
export function productImage(letter: string, hue: number): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='10' height='10' fill='hsl(${hue},55%,82%)'/>` +
    `<text x='5' y='7' font-size='6' text-anchor='middle' fill='hsl(${hue},45%,30%)'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const p = (text: string) => `<p>${text}</p>`;

/** A retail variant's wholesale tiers: none. */
export const NO_TIERS = {
  qty1range_from: null,
  qty1range_to: null,
  qty1range_price: null,
  qty2range_from: null,
  qty2range_to: null,
  qty2range_price: null,
  qty3range_from: null,
  qty3range_to: null,
  qty3range_price: null,
} as const;

/** A seeded product's texts in both languages, from its names (test factories build theirs the same way). */
export function productTexts(name: string, ar: string): ProductTexts {
  return {
    name_en: name,
    name_ar: ar,
    description_en: p(`${name}: a favourite of our customers.`),
    description_ar: p(`${ar}: من المفضلة لدى عملائنا.`),
    benefits_en: p("Great value and fast delivery."),
    benefits_ar: p("قيمة ممتازة وتوصيل سريع."),
    features_en: "<ul><li>Genuine product</li><li>Seller warranty</li></ul>",
    features_ar: "<ul><li>منتج أصلي</li></ul>",
    how_to_use_en: p("Follow the instructions on the label."),
    how_to_use_ar: p("اتبع التعليمات على الملصق."),
  };
}

function variant(
  random: Random,
  id: number,
  product: { name: string; ar: string; category: string; wholesale: boolean; image: string | null },
  variation: string,
  index: number,
): MockVariant {
  const price = random.int(15, 600) + (random.chance(0.5) ? 0.5 : 0);
  const discounted = random.chance(0.4) ? Math.round(price * 0.85 * 100) / 100 : price;
  const tiers = product.wholesale
    ? {
        qty1range_from: 1,
        qty1range_to: 9,
        qty1range_price: price,
        qty2range_from: 10,
        qty2range_to: 49,
        qty2range_price: Math.round(price * 0.93),
        qty3range_from: 50,
        qty3range_to: 500,
        qty3range_price: Math.round(price * 0.86),
      }
    : NO_TIERS;
  return {
    id,
    name_en: variation,
    name_ar: variation,
    description_en: p(`${product.name}, ${variation}.`),
    description_ar: p(`${product.ar}، ${variation}.`),
    benefits_en: p("Made to last, easy to care for."),
    benefits_ar: p("متين وسهل العناية."),
    features_en: "<ul><li>Quality checked</li><li>Ships from the UAE</li></ul>",
    features_ar: "<ul><li>فحص الجودة</li></ul>",
    how_to_use_en: p("See the leaflet in the box."),
    how_to_use_ar: p("راجع النشرة داخل العلبة."),
    price: product.wholesale ? 0 : price,
    discounted_price: product.wholesale ? 0 : discounted,
    discount_percentage: product.wholesale || price === 0 ? 0 : Math.round(((price - discounted) / price) * 10000) / 100,
    quantity: product.wholesale ? 0 : random.int(0, 250),
    moq: product.wholesale ? 10 : 1,
    variation,
    sku: `${product.name
      .replace(/[^A-Za-z]/g, "")
      .slice(0, 6)
      .toUpperCase()}-${id}`,
    upc_code: random.chance(0.5) ? String(600000000000 + id * 7919) : null,
    weight: `${(random.int(1, 40) / 10).toFixed(1)} kg`,
    featured_image: product.image,
    featured_image_resized: product.image ? { small: product.image, medium: product.image } : null,
    images: product.image && index === 0 ? [product.image] : [],
    ...tiers,
  };
}

type StorePlan = { storeId: number; country: 1 | 2 | 3; count: number };

const PLANS: StorePlan[] = [
  { storeId: 1, country: 1, count: 40 },
  { storeId: 2, country: 2, count: 7 },
  { storeId: 3, country: 3, count: 6 },
];

/** The second newest active record of a store is on customers' orders (on the catalogue's first page, not its first row). */
export function markOrdered<T extends { id: number; status: string; ordered?: boolean }>(own: readonly T[]): void {
  const second = own.filter((record) => record.status === "active").sort((a, b) => b.id - a.id)[1];
  if (second) second.ordered = true;
}

export function seedProducts() {
  const random = createRandom(SEED + 6);
  let nextId = 500;
  const id = () => (nextId += 1);

  const categories: MockCategory[] = ([1, 2, 3] as const).flatMap((country) =>
    CATEGORY_TITLES.map(([title_en, title_ar]) => ({
      id: country * 100 + CATEGORY_TITLES.findIndex(([t]) => t === title_en) + 1,
      title_en,
      title_ar,
      country_id: country,
      country_name_en: COUNTRIES[country],
    })),
  );
  const brands: MockBrand[] = BRANDS.map(([name_en, category_titles], index) => ({ id: index + 1, name_en, category_titles }));
  const shipmentRules: MockShipmentRule[] = [
    { id: 1, name: "shipment_rule_1" },
    { id: 2, name: "shipment_rule_2" },
    { id: 3, name: "shipment_rule_3" },
    { id: 4, name: "weight_based" },
  ];
  const serviceOptions: MockServiceOption[] = [
    [1, "Installation at home"],
    [1, "Gift wrapping"],
    [1, "Tailoring and alterations"],
    [1, "Extended warranty (1 year)"],
    [2, "Assembly service"],
    [3, "Engraving"],
  ].map(([store_id, name_en], index) => ({ id: 900 + index + 1, store_id: store_id as number, name_en: name_en as string }));

  const products: MockProduct[] = [];
  for (const plan of PLANS) {
    const titles = Object.keys(CATALOGUE);
    const own: MockProduct[] = [];
    for (let index = 0; index < plan.count; index += 1) {
      const category = titles[index % titles.length];
      const [base, ar, variations] = CATALOGUE[category][Math.floor(index / titles.length) % 4];
      const round = Math.floor(index / (titles.length * 4));
      const name = round === 0 ? base : `${base} ${["Plus", "Pro", "Mini"][round - 1] ?? round + 1}`;
      const wholesale = category === WHOLESALE_CATEGORY;
      const tool = category === TOOL_CATEGORY;
      const uncategorized = index % 7 === 5;
      const status = index % 5 === 3 ? "inactive" : "active";
      const hue = (index * 47 + plan.storeId * 90) % 360;
      const image = index % 9 === 8 ? null : productImage(name[0], hue);
      const brand = brands.find((candidate) => candidate.category_titles.includes(category)) ?? brands[0];
      const productId = id();
      const shape = { name, ar, category, wholesale, image };
      own.push({
        id: productId,
        store_id: plan.storeId,
        status,
        ...productTexts(name, ar),
        video:
          index % 11 === 2
            ? '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Product video" allowfullscreen></iframe>'
            : null,
        country_of_origin: COUNTRIES[plan.country],
        lead_days: random.int(1, 7),
        unit: wholesale ? "carton" : category === "Home & Kitchen" ? "piece" : "none",
        brand_id: brand.id,
        shipment_rule_id: 1 + (index % 4),
        tool,
        is_inquiry: index % 13 === 6,
        is_bulk_order: wholesale,
        pickup_allowed: index % 3 === 0,
        product_type: wholesale ? "wholesale" : "retail",
        category_ids: uncategorized ? [] : [categories.find((c) => c.country_id === plan.country && c.title_en === category)!.id],
        keywords: [category.split(" ")[0].toLowerCase(), base.split(" ").pop()!.toLowerCase()],
        related_product_ids: [],
        related_service_ids: [],
        variants: variations.map((variation, at) => variant(random, id(), shape, variation, at)),
        created_at: new Date(SEED_NOW - (plan.count - index) * DAY_MS).toISOString(),
      });
    }
    own.forEach((product, index) => {
      const others = own.filter((other) => other.id !== product.id);
      if (index % 4 === 0 && others.length > 2)
        product.related_product_ids = [others[index % others.length].id, others[(index + 3) % others.length].id];
      const services = serviceOptions.filter((service) => service.store_id === plan.storeId);
      if (index % 5 === 1 && services.length) product.related_service_ids = [services[index % services.length].id];
    });
    markOrdered(own);
    products.push(...own);
  }
  return { products, categories, brands, shipmentRules, serviceOptions, bulkImports: [] as MockBulkImport[] };
}
