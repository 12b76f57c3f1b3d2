import { useTranslation } from "react-i18next";
import { SERVICE_TABS, type ServiceTabCounts } from "@/domain/services";
import { ListTabs } from "@/components/list/list-tabs";

/** The catalogue's tabs, each with its count from `GET services/tabs` (document 2 §2). */
export function ServiceTabs({ value, counts, onChange }: { value: string; counts: ServiceTabCounts | undefined; onChange: (tab: string) => void }) {
  const { t } = useTranslation();
  const tabs = SERVICE_TABS.map((tab) => ({ value: tab, label: t(`services.tabs.${tab}`), count: counts?.[tab] }));
  return <ListTabs tabs={tabs} value={value} onChange={onChange} label={t("services.tabs.label")} />;
}
