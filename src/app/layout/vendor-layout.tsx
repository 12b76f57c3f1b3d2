import { memo, useCallback, useDeferredValue, useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Toolbar from "@mui/material/Toolbar";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Outlet } from "react-router";
import { toCountryId } from "@/domain/countries";
import { StoreCountryContext } from "@/providers/i18n/store-country";
import { Header, ShellPreferences } from "./header";
import { Sidebar } from "./sidebar";
import { DRAWER_WIDTH } from "./shell-styles";
import { LiveOrders } from "./live-orders";
import type { Store } from "@/domain/types";
import { useStoreQuerySource, VendorStoreContext } from "@/hooks/use-store-query";

/**
 * The signed-in shell, with the store it loads for the header and shares with every screen
 * (`useStoreQuery`). A store's answer reaches them as a deferred value: React renders the shell and
 * the screen again in a transition, in slices, not in one long task that holds the page up
 * (Lighthouse's TBT). New orders show as they arrive (LiveOrders: the badge, the title, the alerts).
 */
export function VendorLayout() {
  const shared = useDeferredValue(useStoreQuerySource());
  return (
    <VendorStoreContext value={shared}>
      <LiveOrders>
        <Shell store={shared.store} />
      </LiveOrders>
    </VendorStoreContext>
  );
}

/**
 * A permanent sidebar from md up, a collapsible drawer on phones. What one width does not show is
 * not mounted at all (rather than hidden by CSS): a phone's first paint then renders no sidebar,
 * no header preferences and no tabs. Without `matchMedia` (jsdom) the wide layout renders.
 */
const Shell = memo(function Shell({ store }: { store: Store | null }) {
  const [open, setOpen] = useState(false);
  const openMenu = useCallback(() => setOpen(true), []);
  const wide = useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true, defaultMatches: true });
  // A drawer left open on a phone turned wide does not come back by itself when it narrows again.
  if (wide && open) setOpen(false);
  return (
    <StoreCountryContext value={toCountryId(store?.country_id)}>
      <Box sx={{ display: "flex", minHeight: "100vh" }}>
        {wide ? (
          <Drawer
            variant="permanent"
            sx={{ width: DRAWER_WIDTH, flexShrink: 0, "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" } }}
          >
            <Toolbar />
            <Sidebar />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            ModalProps={{ keepMounted: false }}
            sx={{ "& .MuiDrawer-paper": { width: DRAWER_WIDTH } }}
          >
            <Toolbar />
            <Sidebar onNavigate={() => setOpen(false)} withTopEntries />
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, px: 2, py: 1 }}>
              <ShellPreferences />
            </Box>
          </Drawer>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <Header store={store} onOpenMenu={openMenu} wide={wide} />
          <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, minWidth: 0 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </StoreCountryContext>
  );
});
