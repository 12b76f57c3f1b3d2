/**
 * Dark mode (issue 33 item 5): the seller's choice, kept per device, and the scheme a page paints
 * in. "system" (the default, and what an unreadable stored value means) follows the device's
 * `prefers-color-scheme`; "light" and "dark" hold whatever the device says.
 */
export const COLOR_SCHEME_MODES = ["system", "light", "dark"] as const;
export type ColorSchemeMode = (typeof COLOR_SCHEME_MODES)[number];
export type ColorScheme = "light" | "dark";

export function isColorSchemeMode(value: unknown): value is ColorSchemeMode {
  return value === "system" || value === "light" || value === "dark";
}

/** The stored choice as a mode: anything else (nothing stored, an old or hand-edited value) follows the device. */
export function colorSchemeMode(stored: string | null | undefined): ColorSchemeMode {
  return isColorSchemeMode(stored) ? stored : "system";
}

/** The scheme to paint in: the seller's choice, else the device's. */
export function colorSchemeFor(stored: string | null | undefined, deviceDark: boolean): ColorScheme {
  const mode = colorSchemeMode(stored);
  if (mode === "system") return deviceDark ? "dark" : "light";
  return mode;
}

/**
 * The choice the switch stores when pressed on a page shown in `shown`: the other scheme, or
 * "system" when the other scheme is the device's, so that turning dark mode off on a light device
 * (or on on a dark one) goes back to following the device.
 */
export function toggledColorSchemeMode(shown: ColorScheme, deviceDark: boolean): ColorSchemeMode {
  const next: ColorScheme = shown === "dark" ? "light" : "dark";
  return next === (deviceDark ? "dark" : "light") ? "system" : next;
}
