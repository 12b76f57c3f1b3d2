/** A storefront menu item (document 2 §3 "Menu item"). State key: `db.state.menu_items`. */
export type MockMenuItem = {
  id: number;
  store_id: number;
  name_en: string;
  name_ar: string;
  position: number;
  /** 0 for a top-level item. */
  parent_id: number;
  /** Relative to the storefront address, without a leading slash. */
  link: string;
};

type Node = { en: string; ar: string; link: string; children?: Node[] };

const TREE: Node[] = [
  { en: "Home", ar: "الرئيسية", link: "home" },
  {
    en: "Shop",
    ar: "المتجر",
    link: "shop",
    children: [
      {
        en: "Tools",
        ar: "أدوات",
        link: "shop/tools",
        children: [
          { en: "Power Tools", ar: "أدوات كهربائية", link: "shop/tools/power" },
          { en: "Hand Tools", ar: "أدوات يدوية", link: "shop/tools/hand" },
        ],
      },
      { en: "Building Materials", ar: "مواد البناء", link: "shop/materials" },
    ],
  },
  { en: "Offers", ar: "العروض", link: "offers", children: [{ en: "Clearance", ar: "تصفية", link: "offers/clearance" }] },
  { en: "About Us", ar: "من نحن", link: "about-us" },
];

/** The same menu tree (three levels) for every demo store; ids are unique across stores. */
export function seedMenu() {
  const menu_items: MockMenuItem[] = [];
  let id = 1;
  const add = (storeId: number, nodes: Node[], parentId: number) => {
    nodes.forEach((node, index) => {
      const item: MockMenuItem = {
        id,
        store_id: storeId,
        name_en: node.en,
        name_ar: node.ar,
        position: index + 1,
        parent_id: parentId,
        link: node.link,
      };
      id += 1;
      menu_items.push(item);
      if (node.children) add(storeId, node.children, item.id);
    });
  };
  for (const storeId of [1, 2, 3]) add(storeId, TREE, 0);
  return { menu_items };
}
