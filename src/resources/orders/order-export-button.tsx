import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import type { CrudFilter } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/domain/money";
import { exportPercent } from "@/domain/order-export";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useOrderExport } from "./use-order-export";

/** "Export CSV" of the orders list (issue 19 item 2): every page of the current tab and search, with its progress and Cancel. */
export function OrderExportButton({ filters, tab }: { filters: CrudFilter[]; tab: string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { start, cancel, progress } = useOrderExport(filters, tab);

  if (!progress) {
    return (
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void start()} sx={{ whiteSpace: "nowrap" }}>
        {t("orders.export.button")}
      </Button>
    );
  }
  const percent = exportPercent(progress.page, progress.pages);
  const text = progress.pages
    ? t("orders.export.progress", { page: formatNumber(progress.page, locale), pages: formatNumber(progress.pages, locale) })
    : t("orders.export.starting");
  return (
    <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress aria-label={text} variant={percent === null ? "indeterminate" : "determinate"} value={percent ?? undefined} />
      </Box>
      <Button size="small" onClick={cancel}>
        {t("orders.export.cancel")}
      </Button>
    </Box>
  );
}
