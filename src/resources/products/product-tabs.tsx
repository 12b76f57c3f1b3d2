import { useTranslation } from "react-i18next";
import { PRODUCT_TABS, type ProductTabCounts } from "@/domain/products";
import { ListTabs } from "@/components/list/list-tabs";

/** The catalogue's tabs, each with its count from `GET products/tabs` (document 2 §2). */
export function ProductTabs({ value, counts, onChange }: { value: string; counts: ProductTabCounts | undefined; onChange: (tab: string) => void }) {
  const { t } = useTranslation();
  const tabs = PRODUCT_TABS.map((tab) => ({ value: tab, label: t(`products.tabs.${tab}`), count: counts?.[tab] }));
  return <ListTabs tabs={tabs} value={value} onChange={onChange} label={t("products.tabs.label")} />;
}
