import { useMemo, type ReactNode } from "react";
import Avatar from "@mui/material/Avatar";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { catalogueStatusTone } from "@/domain/product-tabs";
import type { ProductListItem } from "@/domain/products";
import { StatusChip } from "@/components/status-chip";
import type { CatalogueResource } from "./catalogue-list-page";

/** Products and services list items have the same shape. */
export type CatalogueListItem = ProductListItem;

/** The catalogue's columns (document 2 §2): Image (or No Image), Name, Status, Actions. */
export function useCatalogueColumns(
  resource: CatalogueResource,
  /** A row's menu (`useCatalogueRowMenu`). */
  rowMenu: (id: number, name: string) => ReactNode,
): GridColDef<CatalogueListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        field: "featured_image",
        headerName: t(`${resource}.fields.image`),
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row }) => {
          const src = row.featured_image_resized?.small || row.featured_image_resized?.medium || row.featured_image;
          return src ? (
            <Avatar variant="rounded" src={src} alt={row.name_en} sx={{ width: 40, height: 40, my: 0.5 }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t(`${resource}.list.noImage`)}
            </Typography>
          );
        },
      },
      { field: "name_en", headerName: t(`${resource}.fields.name`), minWidth: 200, flex: 2 },
      {
        field: "status",
        headerName: t(`${resource}.fields.status`),
        minWidth: 120,
        flex: 0.7,
        renderCell: ({ row }) => (
          <StatusChip
            label={t(`${resource}.statuses.${row.status}`, { defaultValue: row.status })}
            tone={catalogueStatusTone(row.status)}
          />
        ),
      },
      {
        field: "actions",
        headerName: t(`${resource}.fields.actions`),
        minWidth: 90,
        flex: 0.4,
        filterable: false,
        renderCell: ({ row }) => rowMenu(row.id, row.name_en),
      },
    ],
    [t, resource, rowMenu],
  );
}
