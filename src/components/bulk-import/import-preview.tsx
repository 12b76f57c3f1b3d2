import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import { useTranslation } from "react-i18next";
import { IMPORT_PROBLEM_CODES, type ImportIssue } from "@/domain/bulk-import";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";
import type { ImportCheckResult } from "@/lib/import-check/start-import-check";
import { buildIssueReport } from "@/lib/import-check/issue-report";
import { saveFile } from "@/lib/save-file";
import { ImportProblemsTable } from "./import-problems-table";

/** Problems whose message needs the row's values get a label of their own in the by-kind table. */
const KIND_LABELS = { fieldCount: true, notChoice: true };

type Props = { result: ImportCheckResult; issues: readonly ImportIssue[]; fileName: string; action: "create" | "update" };

/**
 * The result of the in-browser check of a CSV (issue 21), summary first: rows checked, to create
 * or update, with errors; the rows with problems by kind; then every problem by row and column, a
 * page at a time, and a downloadable error report with all of them. It informs only: the seller
 * may still send the file.
 */
export function ImportPreviewPanel({ result, issues, fileName, action }: Props) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [preparing, setPreparing] = useState(false);
  const { summary } = result;
  const number = (value: number) => formatNumber(value, locale);
  const describe = (issue: ImportIssue) => t(`bulkImport.problems.${issue.code}`, issue.values);
  const errors = issues.some((issue) => issue.severity === "error");
  const kinds = IMPORT_PROBLEM_CODES.filter((code) => summary.rowsByProblem[code]);

  const downloadReport = async () => {
    setPreparing(true);
    try {
      const header = ["row", "column", "severity", "problem"].map((key) => t(`bulkImport.preview.${key}`));
      const report = await buildIssueReport(issues, describe, header, result.separator);
      saveFile(report, t("bulkImport.preview.reportName", { name: fileName.replace(/\.csv$/i, "") }));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Box component="section" aria-label={t("bulkImport.preview.title")} sx={{ mt: 1 }}>
      {summary.issueCount === 0 ? (
        <Alert severity="success">{t(`bulkImport.preview.ok.${action}`, { count: number(summary.rowCount) })}</Alert>
      ) : (
        <Alert
          severity={errors ? "warning" : "info"}
          action={
            <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={() => void downloadReport()} disabled={preparing}>
              {t("bulkImport.actions.downloadReport")}
            </Button>
          }
        >
          {t(`bulkImport.preview.summary.${action}`, {
            rows: number(summary.rowCount),
            ready: number(summary.rowCount - summary.rowsWithErrors),
            withErrors: number(summary.rowsWithErrors),
            problems: number(summary.issueCount),
          })}
          {summary.fileIssues > 0 ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t("bulkImport.preview.fileProblems", { count: number(summary.fileIssues) })}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t("bulkImport.preview.note")}
          </Typography>
        </Alert>
      )}
      {kinds.length > 0 ? (
        <Table size="small" aria-label={t("bulkImport.preview.byKind")} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t("bulkImport.preview.problem")}</TableCell>
              <TableCell align="right">{t("bulkImport.preview.rows")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kinds.map((code) => (
              <TableRow key={code}>
                <TableCell>{t(code in KIND_LABELS ? `bulkImport.kinds.${code}` : `bulkImport.problems.${code}`)}</TableCell>
                <TableCell align="right">{number(summary.rowsByProblem[code] ?? 0)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {issues.length > 0 ? <ImportProblemsTable issues={issues} describe={describe} /> : null}
    </Box>
  );
}
