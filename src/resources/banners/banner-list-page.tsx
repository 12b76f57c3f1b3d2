import { Link as RouterLink } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { Banner } from "@/domain/banners";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import { useBannerColumns } from "./banner-columns";

/**
 * `/vendor/banners` (document 2 §2 "Banners"): Create New Banner; 10 banners a page, the pager
 * only when there are more (the server's total_pages); a row opens `/vendor/view-banner/{id}`.
 */
export function BannerListPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const { show, createUrl } = useNavigation();
  const columns = useBannerColumns();
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3, alignItems: { xs: "stretch", sm: "center" }, justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("banners.titles.list")}
        </Typography>
        <Button component={RouterLink} to={createUrl("banners")} variant="contained" startIcon={<AddIcon />}>
          {t("banners.actions.create")}
        </Button>
      </Stack>
      <ResourceTable<Banner>
        resource="banners"
        columns={columns}
        page={page}
        onPageChange={setPage}
        onRowClick={(banner) => show("banners", banner.id)}
        label={t("banners.list.table")}
        emptyText={t("banners.list.empty")}
      />
    </>
  );
}
