import { memo, useCallback, useDeferredValue, useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Toolbar from "@mui/material/Toolbar";
import { Outlet } from "react-router";
import { toCountryId } from "@/domain/countries";
import { StoreCountryContext } from "@/providers/i18n/store-country";
import { Header, ShellPreferences } from "./header";
import { Sidebar } from "./sidebar";
import type { Store } from "@/domain/types";
import { useStoreQuerySource, VendorStoreContext } from "@/hooks/use-store-query";

const DRAWER_WIDTH = 240;

/**
 * The signed-in shell, with the store it loads for the header and shares with every screen
 * (`useStoreQuery`). A store's answer reaches them as a deferred value: React renders the shell and
 * the screen again in a transition, in slices, not in one long task that holds the page up
 * (Lighthouse's TBT).
 */
export function VendorLayout() {
  const shared = useDeferredValue(useStoreQuerySource());
  return (
    <VendorStoreContext value={shared}>
      <Shell store={shared.store} />
    </VendorStoreContext>
  );
}

/** A permanent sidebar from md up, a collapsible drawer on phones. */
const Shell = memo(function Shell({ store }: { store: Store | null }) {
  const [open, setOpen] = useState(false);
  const openMenu = useCallback(() => setOpen(true), []);
  return (
    <StoreCountryContext value={toCountryId(store?.country_id)}>
      <Box sx={{ display: "flex", minHeight: "100vh" }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: "block", md: "none" }, "& .MuiDrawer-paper": { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          <Sidebar onNavigate={() => setOpen(false)} withTopEntries />
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, px: 2, py: 1 }}>
            <ShellPreferences />
          </Box>
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: "none", md: "block" },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" },
          }}
        >
          <Toolbar />
          <Sidebar />
        </Drawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <Header store={store} onOpenMenu={openMenu} />
          <Box component="main" sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, minWidth: 0 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </StoreCountryContext>
  );
});
