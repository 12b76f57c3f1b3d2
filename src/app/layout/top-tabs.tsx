import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { menuEntries } from "./menu-entries";

/**
 * The top tab bar (the Shop tab of document 1 §2.3), shown once such a screen exists. The header
 * mounts it from md up only: on phones the menu drawer lists these entries (and the tabs, which
 * measure themselves after each render, cost a phone's first seconds nothing).
 */
export function TopTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = menuEntries("top", useAccessRules());
  if (entries.length === 0) return null;
  const current = entries.find((entry) => pathname.startsWith(entry.path))?.path ?? false;
  return (
    <Tabs value={current} sx={{ minHeight: 48 }}>
      {entries.map((entry) => (
        <Tab key={entry.name} value={entry.path} label={t(entry.labelKey)} component={NavLink} to={entry.path} />
      ))}
    </Tabs>
  );
}
