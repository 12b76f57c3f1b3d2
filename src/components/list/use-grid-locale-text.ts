import { arSD } from "@mui/x-data-grid/locales";
import type { GridLocaleText } from "@mui/x-data-grid";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

const arabicGrid: Partial<GridLocaleText> = arSD.components.MuiDataGrid.defaultProps.localeText;

/** The data grid's own texts in the interface language (MUI X's Arabic), with the list's empty text. */
export function useGridLocaleText(noRowsLabel: string): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const arabic = i18n.language === "ar";
  return useMemo(() => (arabic ? { ...arabicGrid, noRowsLabel } : { noRowsLabel }), [arabic, noRowsLabel]);
}
