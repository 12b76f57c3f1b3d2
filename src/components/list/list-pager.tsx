import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/**
 * The pager (document 1 §9): page numbers near the current one, the server's total_pages,
 * hidden when there is a single page.
 */
export function ListPager({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t("common.list.pageOf", { page, count: pageCount })}
      </Typography>
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        siblingCount={0}
        boundaryCount={1}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
        aria-label={t("common.list.pagination")}
        getItemAriaLabel={(type, item) => (type === "page" ? t("common.list.goToPage", { page: item }) : t(`common.list.${type}`))}
      />
    </Stack>
  );
}
