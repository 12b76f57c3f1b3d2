import { Link as RouterLink } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ShopBanner } from "@/domain/banners";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import { useShopBannerColumns } from "./shop-banner-columns";

/** `/vendor/shop-banners` (document 2 §2): Create New Banner; the list (data.banners); a row opens `/vendor/view-shop-banner/{id}`. */
export function ShopBannerListPage() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const { show, createUrl } = useNavigation();
  const columns = useShopBannerColumns();
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3, alignItems: { xs: "stretch", sm: "center" }, justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("shopBanners.titles.list")}
        </Typography>
        <Button component={RouterLink} to={createUrl("shop_banners")} variant="contained" startIcon={<AddIcon />}>
          {t("shopBanners.actions.create")}
        </Button>
      </Stack>
      <ResourceTable<ShopBanner>
        resource="shop_banners"
        columns={columns}
        page={page}
        onPageChange={setPage}
        onRowClick={(banner) => show("shop_banners", banner.id)}
        label={t("shopBanners.list.table")}
        emptyText={t("shopBanners.list.empty")}
      />
    </>
  );
}
