import { Link as RouterLink, useParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useNavigation, useOne } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { Banner, BannerFormMode } from "@/domain/banners";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { BannerForm } from "./banner-form";

/**
 * The Banner screen (title Banner) in one of its modes: create at `/vendor/create-banner`; view
 * and update load `GET banners/{id}` (an unknown id answers 404, which lands on /not-found).
 */
export function BannerFormPage({ mode }: { mode: BannerFormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { listUrl } = useNavigation();
  const needsRecord = mode !== "create";
  const { query, result: banner } = useOne<Banner>({ resource: "banners", id: id ?? "", queryOptions: { enabled: needsRecord && Boolean(id) } });

  let body;
  if (!needsRecord) body = <BannerForm mode="create" />;
  else if (query.isError) body = <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  else if (query.isLoading || !banner) body = <PageLoader />;
  else body = <BannerForm key={`${mode}-${banner.id}`} mode={mode} banner={banner} />;

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to={listUrl("banners")} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t("banners.actions.back")}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("banners.titles.form")}
        </Typography>
      </Box>
      {body}
    </>
  );
}

export const BannerCreatePage = () => <BannerFormPage mode="create" />;
export const BannerShowPage = () => <BannerFormPage mode="view" />;
export const BannerEditPage = () => <BannerFormPage mode="update" />;
