import Typography from "@mui/material/Typography";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import type { ReturnListItem } from "@/domain/returns";
import { useReturnColumns } from "./return-columns";

/** `/vendor/returns` (document 1 §2.9): paginated from `GET refunds?page=`; a row opens the return. */
export function ReturnListPage() {
  const { t } = useTranslation();
  const { show } = useNavigation();
  const { page, setPage } = useListParams();
  const columns = useReturnColumns();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("returns.titles.list")}
      </Typography>
      <ResourceTable<ReturnListItem>
        resource="refunds"
        columns={columns}
        page={page}
        onPageChange={setPage}
        label={t("returns.list.label")}
        emptyText={t("returns.list.empty")}
        onRowClick={(row) => show("refunds", row.id)}
      />
    </>
  );
}
