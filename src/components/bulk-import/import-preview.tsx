import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { issueReportCsv, type ImportIssue, type ImportPreview } from "@/domain/bulk-import";
import { saveFile } from "@/lib/save-file";

/** How many problems the dialog lists; the report holds them all. */
const SHOWN_ISSUES = 50;

/**
 * The in-browser check of a CSV before it is sent: a summary, the problems by row and column, and
 * a downloadable error report. It informs only: the seller may still send the file.
 */
export function ImportPreviewPanel({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  const { t } = useTranslation();
  const describe = (issue: ImportIssue) => t(`bulkImport.problems.${issue.code}`, issue.values);
  const errors = preview.issues.filter((issue) => issue.severity === "error").length;

  const downloadReport = () => {
    const header = ["row", "column", "severity", "problem"].map((key) => t(`bulkImport.preview.${key}`));
    const csv = issueReportCsv(preview.issues, describe, header);
    saveFile(`\ufeff${csv}`, t("bulkImport.preview.reportName", { name: fileName.replace(/\.csv$/i, "") }));
  };

  return (
    <Box component="section" aria-label={t("bulkImport.preview.title")} sx={{ mt: 2 }}>
      {preview.issues.length === 0 ? (
        <Alert severity="success">{t("bulkImport.preview.ok", { count: preview.rowCount })}</Alert>
      ) : (
        <Alert
          severity={errors > 0 ? "warning" : "info"}
          action={
            <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={downloadReport}>
              {t("bulkImport.actions.downloadReport")}
            </Button>
          }
        >
          {t("bulkImport.preview.summary", { rows: preview.rowCount, withErrors: preview.rowsWithErrors, problems: preview.issues.length })}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t("bulkImport.preview.note")}
          </Typography>
        </Alert>
      )}
      {preview.issues.length > 0 ? (
        <TableContainer sx={{ maxHeight: 280, mt: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t("bulkImport.preview.table")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("bulkImport.preview.row")}</TableCell>
                <TableCell>{t("bulkImport.preview.column")}</TableCell>
                <TableCell>{t("bulkImport.preview.problem")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.issues.slice(0, SHOWN_ISSUES).map((issue, index) => (
                <TableRow key={`${issue.row}-${issue.column}-${issue.code}-${index}`}>
                  <TableCell>{issue.row || "—"}</TableCell>
                  <TableCell sx={{ fontFamily: "monospace" }}>{issue.column || "—"}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`bulkImport.severity.${issue.severity}`)} color={issue.severity === "error" ? "error" : "default"} variant="outlined" sx={{ mr: 1 }} />
                    {describe(issue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {preview.issues.length > SHOWN_ISSUES ? (
        <Typography variant="caption" color="text.secondary">
          {t("bulkImport.preview.more", { count: preview.issues.length - SHOWN_ISSUES })}
        </Typography>
      ) : null}
    </Box>
  );
}
