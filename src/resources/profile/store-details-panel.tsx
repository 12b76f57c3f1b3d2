import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EditOutlined from "@mui/icons-material/EditOutlined";
import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { toCountryId } from "@/domain/countries";
import { safeImageSrc } from "@/domain/shop-preview";
import { storeInitial, storeStatus, type StoreProfile } from "@/domain/store-profile";
import { safeHref } from "@/domain/urls";
import { useFreshStore } from "@/hooks/use-store-query";
import { DetailFields } from "@/components/detail-fields";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { SafeHtml } from "@/components/safe-html";
import { StatusChip } from "@/components/status-chip";
import { paths } from "@/config/paths";

/**
 * The Store Details tab (document 2 §2): logo or the name's first letter, e-mail, contact, store
 * name, legal name, default currency and country, Store Status, the description, an optional
 * agreement download, and the Edit Details and Change Password buttons.
 */
export function StoreDetailsPanel() {
  const { t, i18n } = useTranslation();
  const { query, store } = useFreshStore<StoreProfile>();
  if (!store) return query.isError ? <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} /> : <PageLoader />;

  // The server names the country in English; in Arabic the interface's own name is used (the
  // server's for a country_id the interface does not know, nothing when neither is there).
  const countryId = toCountryId(store.country_id);
  const serverName = store.country_name_en || null;
  const countryName = countryId !== null && (i18n.language !== "en" || !serverName) ? t(`shell.countries.${countryId}`) : serverName;
  const status = t(`profile.status.${storeStatus(store)}`);
  const agreement = safeHref(store.agreement_policy_url);
  const logo = safeImageSrc(store.logo_image);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Avatar
          src={logo}
          alt={logo ? t("profile.logoAlt", { name: store.name_en }) : undefined}
          variant="rounded"
          sx={{ width: 88, height: 88, fontSize: 40, fontWeight: 700, bgcolor: "primary.main" }}
        >
          {storeInitial(store.name_en)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {store.name_en}
          </Typography>
          <StatusChip label={status} tone={storeStatus(store) === "active" ? "success" : "default"} />
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button component={RouterLink} to={paths.editStore} variant="contained" startIcon={<EditOutlined />}>
            {t("profile.actions.editDetails")}
          </Button>
          <Button component={RouterLink} to={paths.changePassword} variant="outlined" startIcon={<LockResetOutlined />}>
            {t("profile.actions.changePassword")}
          </Button>
        </Stack>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <DetailFields
        columns={3}
        fields={[
          { key: "email", label: t("profile.details.email"), value: <span dir="ltr">{store.vendor_email ?? store.contact_email}</span> },
          {
            key: "contact",
            label: t("profile.details.contact"),
            value: store.vendor_contact ? <span dir="ltr">{store.vendor_contact}</span> : null,
          },
          { key: "name", label: t("profile.details.storeName"), value: store.name_en },
          { key: "legal", label: t("profile.details.legalName"), value: store.business_name },
          { key: "currency", label: t("profile.details.currency"), value: store.currency },
          { key: "country", label: t("profile.details.country"), value: countryName },
          { key: "status", label: t("profile.details.status"), value: status },
        ]}
      />
      <Box sx={{ mt: 3 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {t("profile.details.description")}
        </Typography>
        <SafeHtml html={store.description_en} />
      </Box>
      {agreement ? (
        <Link
          href={agreement}
          target="_blank"
          rel="noopener noreferrer"
          download
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mt: 3 }}
        >
          <DownloadOutlined fontSize="small" />
          {t("profile.actions.downloadAgreement")}
        </Link>
      ) : null}
    </Paper>
  );
}
