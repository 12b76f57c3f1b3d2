/**
 * The dashboard as a signed-in seller's visit first paints it (issue 20), prerendered at build time
 * into dashboard.html (scripts/prerender-pages.ts): the shell's frame (the header with the app's
 * name; the sidebar's place from md up), the page heading and the three figures loading. It holds
 * nothing of the seller's: the app renders the real page over it once its scripts are in (React
 * empties #root on its first commit: src/main.tsx). Never shipped to the browser as code.
 */
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import MenuIcon from "@mui/icons-material/Menu";
import { useTranslation } from "react-i18next";
import { DashboardFigures } from "@/resources/dashboard/dashboard-page";
import { appBarSx, appNameSx, DRAWER_WIDTH } from "../layout/shell-styles";

const LOADING = { data: undefined, isLoading: true, isError: false, error: null, refetch: () => undefined };

export function DashboardPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <Box
        sx={{
          display: { xs: "none", md: "block" },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          bgcolor: "background.paper",
          borderInlineEnd: 1,
          borderColor: "divider",
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={appBarSx}>
          <Toolbar sx={{ gap: 1.5 }}>
            {/* Where the phone's menu button will be: an image of it, not a control (the app's comes with its scripts). */}
            <IconButton component="span" edge="start" tabIndex={-1} aria-hidden sx={{ display: { md: "none" } }}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="span" noWrap sx={appNameSx}>
              {t("common.appName")}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, minWidth: 0 }}>
          <DashboardFigures figures={LOADING} />
        </Box>
      </Box>
    </Box>
  );
}
