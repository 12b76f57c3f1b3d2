import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { PROGRESS_SEGMENTS, progressSegments } from "@/domain/orders";

/** The four-segment shipment progress bar (document 1 §4.4); colours come from the domain rule. */
export function OrderProgressBar({ status }: { status: string }) {
  const { t } = useTranslation();
  const segments = progressSegments(status);
  const filled = segments.filter((segment) => segment.filled).length;
  const label = t("orders.detail.progress", { status: t(`orders.statuses.${status}`, { defaultValue: status }) });
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_SEGMENTS}
      aria-valuenow={filled}
      aria-valuetext={t(`orders.statuses.${status}`, { defaultValue: status })}
      sx={{ display: "grid", gridTemplateColumns: `repeat(${PROGRESS_SEGMENTS}, 1fr)`, gap: 0.75, my: 1.5 }}
    >
      {segments.map((segment, index) => (
        <Box
          key={index}
          data-filled={segment.filled}
          data-tone={segment.tone}
          sx={{ height: 8, borderRadius: 4, bgcolor: segment.filled ? `${segment.tone}.main` : "action.hover" }}
        />
      ))}
    </Box>
  );
}
