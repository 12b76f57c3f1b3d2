import { useContext } from "react";
import Badge from "@mui/material/Badge";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { badgeText } from "@/domain/new-orders";
import { menuEntries } from "./menu-entries";
import { PendingOrdersContext } from "./pending-orders-context";
import { paths } from "@/config/paths";

/**
 * The sidebar of document 1 §2.3, filtered by the access rules. In the phone drawer it also lists
 * the top tabs (Shop), which the header has no room for there. Orders carries a badge of the
 * pending orders (issue 33), read out as the link's description.
 */
export function Sidebar({ onNavigate, withTopEntries = false }: { onNavigate?: () => void; withTopEntries?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const access = useAccessRules();
  const pending = useContext(PendingOrdersContext);
  const entries = withTopEntries ? [...menuEntries("sidebar", access), ...menuEntries("top", access)] : menuEntries("sidebar", access);
  return (
    <List component="nav" aria-label={t("shell.navigation")} sx={{ px: 1 }}>
      {entries.map((entry) => {
        const Icon = entry.icon;
        const badge = entry.name === "orders" ? badgeText(pending) : "";
        const badgeId = `sidebar-badge-${entry.name}`;
        const selected =
          entry.path === paths.dashboard ? pathname === paths.vendor || pathname === paths.dashboard : pathname.startsWith(entry.path);
        return (
          <ListItemButton
            key={entry.name}
            component={NavLink}
            to={entry.path}
            end={entry.path === paths.dashboard}
            selected={selected}
            onClick={onNavigate}
            aria-describedby={badge ? badgeId : undefined}
            sx={{ borderRadius: 1, mb: 0.5 }}
          >
            {Icon ? (
              <ListItemIcon sx={{ minWidth: 40 }}>
                {badge ? (
                  <Badge badgeContent={badge} color="error" aria-hidden data-testid="pending-badge">
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )}
              </ListItemIcon>
            ) : null}
            <ListItemText primary={t(entry.labelKey)} />
            {badge ? (
              <span id={badgeId} hidden>
                {t("shell.liveOrders.pending", { count: pending })}
              </span>
            ) : null}
          </ListItemButton>
        );
      })}
    </List>
  );
}
