import { RecordListPage } from "@/components/list/record-list-page";
import { RETURN_LIST_TABS } from "@/domain/attention";
import type { ReturnListItem } from "@/domain/returns";
import { useReturnColumns } from "./return-columns";

/**
 * `/vendor/returns` (document 1 §2.9): paginated from `GET refunds?page=`; a row opens the return.
 * Status tabs (issue 19: the dashboard links to `?tab=requested`) filter with `&status=`.
 */
export function ReturnListPage() {
  const columns = useReturnColumns();
  return (
    <RecordListPage<ReturnListItem> resource="refunds" texts="returns" columns={columns} tabs={RETURN_LIST_TABS} exportList="returns" />
  );
}
