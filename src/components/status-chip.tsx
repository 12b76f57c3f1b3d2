import Chip from "@mui/material/Chip";

export type Tone = "default" | "success" | "warning" | "error" | "info" | "primary";

/** A status label; the tone comes from a domain rule, the text from i18n. */
export function StatusChip({ label, tone = "default", variant }: { label: string; tone?: Tone; variant?: "filled" | "outlined" }) {
  return <Chip size="small" label={label} color={tone} variant={variant ?? (tone === "default" ? "outlined" : "filled")} />;
}
