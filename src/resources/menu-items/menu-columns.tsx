import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import type { GridColDef } from "@mui/x-data-grid";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { MenuItem } from "@/domain/menu-items";

export type MenuRow = MenuItem & { depth: number };

/** Columns of the menu table (document 2 §2): ID, Name English (indented under its parent), Name Arabic, Action. */
export function useMenuColumns(onDelete: (item: MenuItem) => void): GridColDef<MenuRow>[] {
  const { t } = useTranslation();
  const { editUrl } = useNavigation();
  return useMemo(
    () => [
      { field: "id", headerName: t("menu.fields.id"), minWidth: 80, flex: 0.4 },
      {
        field: "name_en",
        headerName: t("menu.fields.nameEn"),
        minWidth: 180,
        flex: 1.2,
        renderCell: ({ row }) => (
          <Box sx={{ pl: row.depth * 3 }} lang="en" dir="ltr">
            {row.name_en}
          </Box>
        ),
      },
      {
        field: "name_ar",
        headerName: t("menu.fields.nameAr"),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <Box component="span" lang="ar" dir="rtl">
            {row.name_ar}
          </Box>
        ),
      },
      {
        field: "actions",
        headerName: t("menu.fields.action"),
        minWidth: 140,
        flex: 0.6,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", height: "100%" }}>
            <Link component={RouterLink} to={editUrl("menu_items", row.id)} aria-label={t("menu.actions.editItem", { name: row.name_en })}>
              {t("menu.actions.edit")}
            </Link>
            <Tooltip title={t("menu.actions.delete")}>
              <IconButton
                size="small"
                color="error"
                aria-label={t("menu.actions.deleteItem", { name: row.name_en })}
                onClick={() => onDelete(row)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [t, onDelete, editUrl],
  );
}
