import { useMemo } from "react";
import Avatar from "@mui/material/Avatar";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { catalogueStatusTone } from "@/domain/product-tabs";
import type { ProductListItem } from "@/domain/products";
import { StatusChip } from "@/components/status-chip";
import { useAccess } from "@/hooks/use-access";
import type { CatalogueResource } from "./catalogue-list-page";
import { CatalogueRowMenu } from "./catalogue-row-menu";

/** Products and services list items have the same shape. */
export type CatalogueListItem = ProductListItem;

/** The catalogue's columns (document 2 §2): Image (or No Image), Name, Status, Actions. */
export function useCatalogueColumns(resource: CatalogueResource, onDeleted: () => void): GridColDef<CatalogueListItem>[] {
  const { t } = useTranslation();
  // Decided once for the page, not per row (each decision watches the store's query); the same rule
  // as the edit screen's guard, decided again when the store arrives.
  const canEdit = useAccess(resource, "edit").can;
  const canCreate = useAccess(resource, "create").can;
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
        renderCell: ({ row }) => (
          <CatalogueRowMenu
            resource={resource}
            id={row.id}
            name={row.name_en}
            canEdit={canEdit}
            canCreate={canCreate}
            onDeleted={onDeleted}
          />
        ),
      },
    ],
    [t, resource, onDeleted, canEdit, canCreate],
  );
}
