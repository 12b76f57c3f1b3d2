import { useSyncExternalStore } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useColorScheme } from "@mui/material/styles";
import DarkModeOutlinedIcon from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlinedIcon from "@mui/icons-material/LightModeOutlined";
import { useTranslation } from "react-i18next";
import { toggledColorSchemeMode } from "@/domain/color-scheme";
import { LanguageSwitch } from "./language-switch";

const noSubscription = () => () => {};

/**
 * Dark mode on ⇄ off (issue 33 item 5), beside the language switch: a toggle button (`aria-pressed`).
 * The page follows the device until pressed; the choice is kept on this device, and pressing it
 * back to the device's own scheme follows the device again (src/domain/color-scheme.ts).
 */
export function ColorSchemeSwitch({ color = "inherit" }: { color?: "inherit" | "primary" }) {
  const { t } = useTranslation();
  const { colorScheme, setMode } = useColorScheme();
  // False while the prerendered login hydrates (the build knew no scheme), true on every other
  // render: the pressed state then matches the build's HTML, and updates right after. The icon
  // follows `<html data-color-scheme>` through CSS, so it is right from the first paint.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dark = colorScheme === "dark";
  const onClick = () => {
    const deviceDark = typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
    setMode(toggledColorSchemeMode(dark ? "dark" : "light", deviceDark));
  };
  return (
    <IconButton
      size="small"
      color={color}
      onClick={onClick}
      aria-pressed={hydrated && dark}
      aria-label={t("common.colorScheme.dark")}
      title={t("common.colorScheme.dark")}
      sx={{ flexShrink: 0 }}
    >
      <DarkModeOutlinedIcon fontSize="small" sx={(theme) => theme.applyStyles("dark", { display: "none" })} />
      <LightModeOutlinedIcon
        fontSize="small"
        sx={(theme) => ({ display: "none", ...theme.applyStyles("dark", { display: "inline-block" }) })}
      />
    </IconButton>
  );
}

/** The signed-out pages' switches beside their heading: the language and dark mode. */
export function PageSwitches() {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexShrink: 0 }}>
      <LanguageSwitch color="primary" />
      <ColorSchemeSwitch color="primary" />
    </Box>
  );
}

/**
 * A signed-out page's heading with its switches at the other end; `compact` for a card's smaller
 * heading (the reset screens).
 */
export function SignedOutHeading({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <Box
      sx={{ display: "flex", alignItems: compact ? "flex-start" : "center", justifyContent: "space-between", gap: 1, mb: compact ? 2 : 3 }}
    >
      <Typography variant={compact ? "h5" : "h4"} component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <PageSwitches />
    </Box>
  );
}
