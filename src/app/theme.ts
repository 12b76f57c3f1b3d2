import { createTheme, type Direction } from "@mui/material/styles";
import { COLOR_SCHEME_ATTRIBUTE } from "@/config/color-scheme";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
  // The theme is made with CSS variables: `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true;
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

/** Text on the dark scheme's light tones: MUI's own choice for them (its `contrastText`). */
const DARK_TEXT = "rgba(0, 0, 0, 0.87)";

/** `locales`: MUI's texts for the language (its Arabic in a right-to-left theme). */
export function createAppTheme(direction: Direction = "ltr", ...locales: object[]) {
  return createTheme(
    {
      direction,
      breakpoints: { values: BREAKPOINTS },
      // Light and dark as CSS variables (issue 33 item 5): every style names `var(--mui-…)`, and
      // `<html data-color-scheme="light|dark">` picks the values, so a prerendered page paints in the
      // scheme the boot script set before the app's code runs (src/app/start-page-boot.ts).
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: "#1565c0" },
            // Darker than MUI's defaults where white text sits on the colour (buttons, status chips), so
            // it reaches WCAG AA's 4.5:1: teal 5.3, info blue 4.8, warning amber 5.0 (MUI's own: 4.3, 3.9, 3.1).
            secondary: { main: "#00796b" },
            info: { main: "#0277bd" },
            warning: { main: "#b45309" },
            background: { default: "#f5f7fa" },
          },
        },
        dark: {
          palette: {
            // Light tones, so dark text sits on filled buttons and chips (9:1 and more) and the colour
            // itself reads as text on the dark page (7:1 and more). MUI's own dark error red takes
            // white text at 3.7:1, under AA.
            primary: { main: "#90caf9" },
            secondary: { main: "#80cbc4" },
            info: { main: "#81d4fa" },
            success: { main: "#81c784" },
            warning: { main: "#ffb74d" },
            error: { main: "#ef9a9a" },
            background: { default: "#0e1116", paper: "#161b22" },
            // Filled alerts (the toasts) likewise: MUI's dark default puts white text on a darker
            // shade, under 4.5:1.
            Alert: {
              errorFilledBg: "var(--mui-palette-error-main)",
              errorFilledColor: DARK_TEXT,
              infoFilledBg: "var(--mui-palette-info-main)",
              infoFilledColor: DARK_TEXT,
              successFilledBg: "var(--mui-palette-success-main)",
              successFilledColor: DARK_TEXT,
              warningFilledBg: "var(--mui-palette-warning-main)",
              warningFilledColor: DARK_TEXT,
            },
          },
        },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: '"Inter", "Segoe UI", "Noto Sans Arabic", Roboto, Arial, sans-serif' },
      components: {
        // A seller who asks the system for less motion gets none: no spinning loaders, sliding
        // drawers or ripples (WCAG 2.3.3); every state change still shows, at once.
        MuiCssBaseline: {
          styleOverrides: {
            "@media (prefers-reduced-motion: reduce)": {
              "*, *::before, *::after": {
                animationDuration: "0.01ms !important",
                animationIterationCount: "1 !important",
                transitionDuration: "0.01ms !important",
                scrollBehavior: "auto !important",
              },
            },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none" } } },
        MuiCard: { defaultProps: { variant: "outlined" } },
        // A clear keyboard focus ring on every button, link-button, tab and list item (MUI's own is a
        // faint ripple, and none at all on flat buttons): outside the control, inside flat rows and tabs.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({ "&.Mui-focusVisible": { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 } }),
          },
        },
        MuiTab: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
        MuiMenuItem: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
        MuiListItemButton: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
        // A field shows its focus from CSS, not only from React's focused state: on the prerendered
        // login before the app hydrates, and on a busy page before React's re-render, Tab still shows
        // where it landed (the same ring as MUI's focused field; an error field keeps its colour).
        MuiOutlinedInput: {
          styleOverrides: {
            root: ({ theme }) => ({
              "&:focus-within .MuiOutlinedInput-notchedOutline": { borderWidth: 2 },
              "&:focus-within:not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline": {
                borderColor: theme.vars.palette.primary.main,
              },
            }),
          },
        },
        // Read-only screens show their values in disabled fields: their hints stay readable (4.5:1).
        MuiFormHelperText: {
          styleOverrides: { root: ({ theme }) => ({ "&.Mui-disabled": { color: theme.vars.palette.text.secondary } }) },
        },
        ...(direction === "rtl" ? { MuiSvgIcon: { styleOverrides: { root: { [mirrored]: { transform: "scaleX(-1)" } } } } } : {}),
      },
    },
    ...locales,
  );
}
