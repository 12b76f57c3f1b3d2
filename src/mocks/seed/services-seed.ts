import type { ProductTexts } from "@/domain/products";
import type { ResizedImages } from "@/domain/types";
import { DAY_MS, SEED, SEED_NOW, createRandom } from "../random";
import { markOrdered, productImage, seedProducts } from "./products-seed";

/**
 * The service catalogue as the server stores it (document 2 §3 service): 20 services for store 1,
 * a few for stores 2 and 3, in every tab (active, inactive, uncategorized), with categories of the
 * store's country, a featured image with its resized versions, a gallery, and related products,
 * tools and services. The first services keep the ids and names the products seed relates to.
 * Deterministic; images are tiny inline SVGs, so the persisted demo state stays small.
 */
export type MockService = ProductTexts & {
  id: number;
  store_id: number;
  status: "active" | "inactive";
  price: number;
  discounted_price: number;
  unit_time: number | null;
  category_ids: number[];
  featured_image: string | null;
  featured_image_resized: ResizedImages | null;
  images: string[];
  related_product_ids: number[];
  related_service_ids: number[];
  created_at: string;
  /** Booked on customers' orders: the server refuses to delete it (a refused delete to play). */
  ordered?: boolean;
};

/** [name, arabic name, category title]. */
const IDEAS: [string, string, string][] = [
  ["Installation at home", "التركيب في المنزل", "Home & Kitchen"],
  ["Gift wrapping", "تغليف الهدايا", "Office Supplies"],
  ["Tailoring and alterations", "الخياطة والتعديلات", "Clothing"],
  ["Extended warranty (1 year)", "ضمان ممتد (سنة)", "Electronics"],
  ["AC servicing", "صيانة المكيفات", "Home & Kitchen"],
  ["Laptop tune-up", "صيانة الحاسوب المحمول", "Electronics"],
  ["Phone screen repair", "إصلاح شاشة الهاتف", "Electronics"],
  ["Deep home cleaning", "تنظيف منزلي عميق", "Home & Kitchen"],
  ["Furniture assembly", "تركيب الأثاث", "Tools & Hardware"],
  ["Curtain fitting", "تركيب الستائر", "Home & Kitchen"],
  ["Personal styling session", "جلسة تنسيق شخصي", "Clothing"],
  ["Shoe repair", "إصلاح الأحذية", "Clothing"],
  ["Skin care consultation", "استشارة العناية بالبشرة", "Beauty"],
  ["Bridal makeup", "مكياج العروس", "Beauty"],
  ["Printer setup", "إعداد الطابعة", "Office Supplies"],
  ["Office move packing", "تغليف نقل المكاتب", "Office Supplies"],
  ["Drill rental (1 day)", "تأجير مثقاب (يوم)", "Tools & Hardware"],
  ["Wall mounting", "التثبيت على الحائط", "Tools & Hardware"],
  ["Engraving", "النقش", "Beauty"],
  ["Assembly service", "خدمة التجميع", "Tools & Hardware"],
  ["Smart home setup", "إعداد المنزل الذكي", "Electronics"],
  ["Perfume blending workshop", "ورشة مزج العطور", "Beauty"],
];

/** Per store: the ids (and names) the products seed already relates to come first. */
const PLANS: { storeId: number; country: 1 | 2 | 3; ideas: number[]; firstIds: number[] }[] = [
  { storeId: 1, country: 1, ideas: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21], firstIds: [901, 902, 903, 904] },
  { storeId: 2, country: 2, ideas: [19, 4, 7, 13], firstIds: [905] },
  { storeId: 3, country: 3, ideas: [18, 12, 2], firstIds: [906] },
];

const p = (text: string) => `<p>${text}</p>`;

export function seedServices() {
  const random = createRandom(SEED + 7);
  // The catalogue the services relate to and the categories they use (the products area's seed).
  const { products, categories } = seedProducts();
  let nextId = 930;
  const services: MockService[] = [];

  for (const plan of PLANS) {
    const own: MockService[] = plan.ideas.map((idea, index) => {
      const [name, ar, category] = IDEAS[idea];
      const id = plan.firstIds[index] ?? (nextId += 1);
      const price = random.int(5, 120) * 5;
      const discounted = index % 3 === 1 ? Math.round(price * 0.85 * 100) / 100 : price;
      const uncategorized = index % 6 === 5;
      const image = index % 10 === 9 ? null : productImage(name[0], (index * 53 + plan.storeId * 70) % 360);
      return {
        id,
        store_id: plan.storeId,
        status: index % 4 === 3 ? "inactive" : "active",
        name_en: name,
        name_ar: ar,
        description_en: p(`${name} by our trained team.`),
        description_ar: p(`${ar} على يد فريقنا المدرب.`),
        benefits_en: p("Booked in minutes, done right the first time."),
        benefits_ar: p("حجز في دقائق وإنجاز صحيح من المرة الأولى."),
        features_en: "<ul><li>Vetted professionals</li><li>Satisfaction guarantee</li></ul>",
        features_ar: "<ul><li>محترفون موثوقون</li></ul>",
        how_to_use_en: p("Book a slot; we confirm by phone."),
        how_to_use_ar: p("احجز موعدًا وسنؤكد عبر الهاتف."),
        price,
        discounted_price: discounted,
        unit_time: index % 5 === 4 ? null : [0.5, 1, 1.5, 2, 3][index % 5],
        category_ids: uncategorized
          ? []
          : [categories.find((candidate) => candidate.country_id === plan.country && candidate.title_en === category)!.id],
        featured_image: image,
        featured_image_resized: image ? { small: image, medium: image } : null,
        images: image ? [image] : [],
        related_product_ids: [],
        related_service_ids: [],
        created_at: new Date(SEED_NOW - (plan.ideas.length - index) * DAY_MS).toISOString(),
      };
    });
    const catalogue = products.filter((product) => product.store_id === plan.storeId && product.status === "active");
    const items = catalogue.filter((product) => !product.tool);
    const tools = catalogue.filter((product) => product.tool);
    own.forEach((service, index) => {
      if (index % 3 === 0 && items.length) service.related_product_ids.push(items[index % items.length].id);
      if (index % 4 === 0 && tools.length) service.related_product_ids.push(tools[index % tools.length].id);
      const others = own.filter((other) => other.id !== service.id);
      if (index % 3 === 1 && others.length) service.related_service_ids.push(others[(index * 7) % others.length].id);
    });
    markOrdered(own);
    services.push(...own);
  }
  return { services };
}
