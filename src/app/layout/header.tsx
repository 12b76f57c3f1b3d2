import { memo, useDeferredValue } from "react";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import MenuIcon from "@mui/icons-material/Menu";
import LogoutIcon from "@mui/icons-material/Logout";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ColorSchemeSwitch } from "@/components/color-scheme-switch";
import { DigitsSwitch } from "@/components/digits-switch";
import { HijriSwitch } from "@/components/hijri-switch";
import { LanguageSwitch } from "@/components/language-switch";
import { greetingName } from "@/domain/user";
import type { SignedInUser, Store } from "@/domain/types";
import { CountryFlag } from "./country-flag";
import { appBarSx, appNameSx } from "./shell-styles";
import { TopTabs } from "./top-tabs";
import { DemoReset } from "./demo-reset";
import { DemoAddOrder } from "./demo-add-order";
import { OrderAlertsMenu } from "./order-alerts-menu";
import { PaletteLauncher } from "./palette-launcher";

/**
 * Demo reset and demo order, new-order alerts, language, dark mode, digits and (a store in KSA) Hijri dates:
 * in the header from md up, in the menu drawer on phones.
 */
export function ShellPreferences() {
  return (
    <>
      <DemoReset />
      <DemoAddOrder />
      <OrderAlertsMenu />
      <LanguageSwitch />
      <ColorSchemeSwitch />
      <DigitsSwitch />
      <HijriSwitch />
    </>
  );
}

/** `wide`: md and up (the shell's choice): the tabs and preferences are in the header, not in the phone's menu drawer. */
type HeaderProps = { store: Store | null; onOpenMenu: () => void; wide: boolean };

/**
 * Header (document 1 §2.3): country flag, greeting, e-mail, sign-out with a spinner. The signed-in
 * account arrives with the token check: the header shows it in a transition (src/hooks/use-deferred-read.ts).
 */
export function Header(props: HeaderProps) {
  const user = useDeferredValue(useGetIdentity<SignedInUser>().data);
  return <HeaderView {...props} user={user} />;
}

const HeaderView = memo(function HeaderView({ store, onOpenMenu, wide, user }: HeaderProps & { user: SignedInUser | null | undefined }) {
  const { t } = useTranslation();
  const { mutate: logout, isPending } = useLogout();
  const name = user ? greetingName(user) : "";
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={appBarSx}>
      <Toolbar sx={{ gap: 1.5 }}>
        {wide ? null : (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={t("common.actions.openMenu")}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="span" noWrap sx={appNameSx}>
          {t("common.appName")}
        </Typography>
        {wide ? <TopTabs /> : null}
        <Box sx={{ flexGrow: 1 }} />
        {/* On phones these live in the menu drawer (ShellPreferences), so the header fits 360 px. */}
        {wide ? (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
            <ShellPreferences />
          </Box>
        ) : null}
        <PaletteLauncher />
        <CountryFlag countryId={store?.country_id} />
        {wide ? (
          <Box sx={{ minWidth: 0, textAlign: "end" }}>
            {name ? (
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {t("shell.greeting", { name })}
              </Typography>
            ) : null}
            {user?.email ? (
              <Typography variant="caption" color="text.secondary" noWrap dir="ltr" component="div">
                {user.email}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Button
          variant="outlined"
          size="small"
          onClick={() => logout()}
          disabled={isPending}
          aria-label={t("common.actions.signOut")}
          startIcon={isPending ? <CircularProgress size={16} aria-label={t("common.states.loading")} /> : <LogoutIcon />}
          sx={{ flexShrink: 0, minWidth: 0, "& .MuiButton-startIcon": { mx: { xs: 0, sm: undefined } } }}
        >
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            {t("common.actions.signOut")}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
});
