import { useState } from "react";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import type { ImportIssue } from "@/domain/bulk-import";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";

const PAGE_SIZES = [25, 50, 100];

/**
 * Every problem of a check by row and column, a page at a time (a 50,000-row file may hold
 * thousands): only the shown page is rendered. The error report holds them all.
 */
export function ImportProblemsTable({ issues, describe }: { issues: readonly ImportIssue[]; describe: (issue: ImportIssue) => string }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]);
  const shown = issues.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <>
      <TableContainer sx={{ maxHeight: 320, mt: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t("bulkImport.preview.table")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("bulkImport.preview.row")}</TableCell>
              <TableCell>{t("bulkImport.preview.column")}</TableCell>
              <TableCell>{t("bulkImport.preview.problem")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((issue, index) => (
              <TableRow key={`${issue.row}-${issue.column}-${issue.code}-${index}`}>
                <TableCell>{issue.row ? <bdi dir="ltr">{formatNumber(issue.row, locale)}</bdi> : "—"}</TableCell>
                <TableCell sx={{ fontFamily: "monospace" }}>{issue.column ? <bdi dir="ltr">{issue.column}</bdi> : "—"}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`bulkImport.severity.${issue.severity}`)}
                    color={issue.severity === "error" ? "error" : "default"}
                    variant="outlined"
                    sx={{ mr: 1 }}
                  />
                  {describe(issue)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {issues.length > PAGE_SIZES[0] ? (
        <TablePagination
          component="div"
          count={issues.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t("bulkImport.preview.perPage")}
          labelDisplayedRows={({ from, to, count }) =>
            t("bulkImport.preview.pageRange", {
              from: formatNumber(from, locale),
              to: formatNumber(to, locale),
              count: formatNumber(count, locale),
            })
          }
          getItemAriaLabel={(type) => t(type === "next" ? "bulkImport.preview.nextPage" : "bulkImport.preview.previousPage")}
        />
      ) : null}
    </>
  );
}
