/**
 * Dark mode (issue 33 item 5): names shared by the theme (src/app/theme.ts), the boot script that
 * sets the scheme before the first paint (src/app/start-page-boot.ts) and the switch.
 */

/** On `<html>`: the scheme the page paints in, `light` or `dark` (MUI's `colorSchemeSelector`). */
export const COLOR_SCHEME_ATTRIBUTE = "data-color-scheme";

/** The seller's choice, a preference of this device (`sbo.pref.scheme`: kept across sign-outs). */
export const COLOR_SCHEME_PREFERENCE = "scheme";
