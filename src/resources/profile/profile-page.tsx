import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import MenuOpenOutlined from "@mui/icons-material/MenuOpenOutlined";
import ViewCarouselOutlined from "@mui/icons-material/ViewCarouselOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { UserListPanel } from "@/components/users/user-list-panel";
import { StoreDetailsPanel } from "./store-details-panel";
import { useProfileTab, type ProfileTab } from "./use-profile-tab";
import { paths } from "@/config/paths";

const TABS: ProfileTab[] = ["store", "users"];

/**
 * `/vendor/profile`, title Account (document 2 §2): tabs Store Details and User List, links to the
 * menu items and the shop banners (and to the shop preview, which phones cannot reach from the
 * top tab bar).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { tab, page, setTab, setPage } = useProfileTab();
  return (
    <>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: "center" }, justifyContent: "space-between" }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t("profile.titles.account")}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }} component="nav" aria-label={t("profile.links.label")}>
          <Button component={RouterLink} to={paths.menu} variant="outlined" size="small" startIcon={<MenuOpenOutlined />}>
            {t("profile.links.menu")}
          </Button>
          <Button component={RouterLink} to={paths.shopBanners} variant="outlined" size="small" startIcon={<ViewCarouselOutlined />}>
            {t("profile.links.shopBanners")}
          </Button>
          <Button component={RouterLink} to={paths.shop} variant="outlined" size="small" startIcon={<StorefrontOutlined />}>
            {t("profile.links.shop")}
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: ProfileTab) => setTab(next)}
        aria-label={t("profile.tabs.label")}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`profile.tabs.${value}`)}
            id={`profile-tab-${value}`}
            aria-controls={`profile-panel-${value}`}
            sx={{ textTransform: "none" }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === "store" ? <StoreDetailsPanel /> : <UserListPanel page={page} onPageChange={setPage} />}
      </Box>
    </>
  );
}
