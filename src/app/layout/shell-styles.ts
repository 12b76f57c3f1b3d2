/**
 * The signed-in shell's measures, shared by the shell (vendor-layout.tsx, header.tsx) and the
 * dashboard prerendered at build time (src/app/prerender/dashboard-placeholder.tsx), which draws
 * the same frame.
 */
export const DRAWER_WIDTH = 240;

/** The header bar. */
export const appBarSx = { borderBottom: 1, borderColor: "divider" } as const;

/** The app's name in the header. */
export const appNameSx = { fontWeight: 700, color: "primary.main", minWidth: 0 } as const;
