import { RecordListPage } from "@/components/list/record-list-page";
import { DISPUTE_LIST_TABS } from "@/domain/attention";
import type { Dispute } from "@/domain/disputes";
import { useDisputeColumns } from "./dispute-columns";

/**
 * `/vendor/disputes` (document 1 §2.10): paginated, role=vendor; a row opens `/vendor/disputes-detail/{id}`.
 * Tabs All and Open (issue 19: the dashboard links to `?tab=open`) filter with `&status=`.
 */
export function DisputeListPage() {
  const columns = useDisputeColumns();
  return <RecordListPage<Dispute> resource="disputes" columns={columns} tabs={DISPUTE_LIST_TABS} exportList="disputes" />;
}
