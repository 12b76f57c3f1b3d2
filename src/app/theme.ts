import { createTheme, type Direction } from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

/**
 * Width classes of document 1 §2.3: md 768, lg 992, xl 1024, xxl 1200, xxxl 1440. The spec's "sm"
 * class is everything below 768: MUI's xs and sm (576, a large phone) together. MUI's sm must not be
 * 0, or `maxWidth="sm"` dialogs and `sm:` styles would apply at every width.
 */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1024, xxl: 1200, xxxl: 1440 } as const;

/**
 * Icons that point along the reading direction (back, next, chevrons, sign-out): mirrored right to
 * left. MUI's own pagers, tabs and pickers swap their arrows themselves and are not listed; logos,
 * media and icons without a direction are never mirrored. (Every @mui/icons-material icon carries
 * `data-testid="<Name>Icon"`, production builds included.)
 */
export const MIRRORED_ICONS = [
  "ArrowBack",
  "ArrowForward",
  "ArrowBackIos",
  "ArrowBackIosNew",
  "ArrowForwardIos",
  "ChevronLeft",
  "ChevronRight",
  "Login",
  "Logout",
  "Send",
  "Undo",
  "Redo",
] as const;

const mirrored = MIRRORED_ICONS.map((name) => `&[data-testid="${name}Icon"]`).join(", ");

/** `locales`: MUI's texts for the language (its Arabic in a right-to-left theme). */
export function createAppTheme(direction: Direction = "ltr", ...locales: object[]) {
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: "#1565c0" },
      secondary: { main: "#00897b" },
      background: { default: "#f5f7fa" },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Inter", "Segoe UI", "Noto Sans Arabic", Roboto, Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
      MuiCard: { defaultProps: { variant: "outlined" } },
      ...(direction === "rtl" ? { MuiSvgIcon: { styleOverrides: { root: { [mirrored]: { transform: "scaleX(-1)" } } } } } : {}),
    },
  }, ...locales);
}
