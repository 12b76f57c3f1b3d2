import Typography from "@mui/material/Typography";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import type { Dispute } from "@/domain/disputes";
import { useDisputeColumns } from "./dispute-columns";

/** `/vendor/disputes` (document 1 §2.10): paginated, role=vendor; a row opens `/vendor/disputes-detail/{id}`. */
export function DisputeListPage() {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const { page, setPage } = useListParams();
  const columns = useDisputeColumns();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("disputes.titles.list")}
      </Typography>
      <ResourceTable<Dispute>
        resource="disputes"
        columns={columns}
        page={page}
        onPageChange={setPage}
        label={t("disputes.list.label")}
        emptyText={t("disputes.list.empty")}
        onRowClick={(row) => show("disputes", row.id)}
      />
    </>
  );
}
