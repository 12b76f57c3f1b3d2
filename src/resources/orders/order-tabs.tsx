import { useTranslation } from "react-i18next";
import { ORDER_TABS, type OrderTabCounts } from "@/domain/orders";
import { ListTabs } from "@/components/list/list-tabs";
import { useApiQuery } from "@/hooks/use-api-query";

/** The status tabs of the orders list, each with its count from `GET orders/tabs` (document 1 §2.7). */
export function OrderTabs({ value, onChange }: { value: string; onChange: (tab: string) => void }) {
  const { t } = useTranslation();
  const { query } = useApiQuery<OrderTabCounts>("orderTabs");
  const counts = query.data?.data;
  const tabs = ORDER_TABS.map((tab) => ({ value: tab, label: t(`orders.tabs.${tab}`), count: counts?.[tab] }));
  return <ListTabs tabs={tabs} value={value} onChange={onChange} label={t("orders.tabs.label")} />;
}
