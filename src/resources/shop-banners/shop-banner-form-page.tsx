import { Link as RouterLink, useParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useNavigation, useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { BannerFormMode, ShopBanner } from "@/domain/banners";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { ShopBannerForm } from "./shop-banner-form";

/** The shop banner screen in one of its modes; view and update load `GET shop_banners/{id}` (404 → /not-found). */
export function ShopBannerFormPage({ mode }: { mode: BannerFormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { listUrl } = useNavigation();
  const needsRecord = mode !== "create";
  const { query, result: banner } = useOne<ShopBanner>({ resource: "shop_banners", id: id ?? "", queryOptions: { enabled: needsRecord && Boolean(id) } });

  let body;
  if (!needsRecord) body = <ShopBannerForm mode="create" />;
  else if (query.isError) body = <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  else if (query.isLoading || !banner) body = <PageLoader />;
  else body = <ShopBannerForm key={`${mode}-${banner.id}`} mode={mode} banner={banner} />;

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to={listUrl("shop_banners")} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t("shopBanners.actions.back")}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("shopBanners.titles.form")}
        </Typography>
      </Box>
      {body}
    </>
  );
}

export const ShopBannerCreatePage = () => <ShopBannerFormPage mode="create" />;
export const ShopBannerShowPage = () => <ShopBannerFormPage mode="view" />;
export const ShopBannerEditPage = () => <ShopBannerFormPage mode="update" />;
