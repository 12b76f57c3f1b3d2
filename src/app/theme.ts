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

export function createAppTheme(direction: Direction = "ltr") {
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
    },
  });
}
