import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import { formatNumber } from "@/domain/money";
import { exportPercent } from "@/domain/list-export";
import { useFormatLocale } from "@/hooks/use-format-locale";
import type { ListExportRequest } from "./run-list-export";
import { useListExport } from "./use-list-export";

type Props = ListExportRequest & {
  /** The button's text: "Export CSV" by default ("Export selected" on a selection). */
  label?: string;
  size?: "small" | "medium";
};

/** "Export CSV" of a list: every page of the tab and search, or the selection, with its progress and Cancel. */
export function ExportCsvButton({ label, size, ...request }: Props) {
  const locale = useFormatLocale();
  const { start, cancel, progress, text } = useListExport(request);

  if (!progress) {
    return (
      <Button
        variant="outlined"
        size={size}
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => void start()}
        sx={{ whiteSpace: "nowrap" }}
      >
        {label ?? text("button")}
      </Button>
    );
  }
  const percent = exportPercent(progress.page, progress.pages);
  const status = progress.pages
    ? text("progress", { page: formatNumber(progress.page, locale), pages: formatNumber(progress.pages, locale) })
    : text("starting");
  return (
    <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2">{status}</Typography>
        <LinearProgress aria-label={status} variant={percent === null ? "indeterminate" : "determinate"} value={percent ?? undefined} />
      </Box>
      <Button size="small" onClick={cancel}>
        {text("cancel")}
      </Button>
    </Box>
  );
}
