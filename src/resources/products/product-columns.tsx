import { useMemo } from "react";
import Avatar from "@mui/material/Avatar";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { productStatusTone, type ProductListItem } from "@/domain/products";
import { StatusChip } from "@/components/status-chip";
import { ProductRowMenu } from "./product-row-menu";

/** The catalogue's columns (document 2 §2): Product Image (or No Image), Name, Status, Actions. */
export function useProductColumns(onDeleted: () => void): GridColDef<ProductListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        field: "featured_image",
        headerName: t("products.fields.image"),
        minWidth: 120,
        flex: 0.6,
        sortable: false,
        renderCell: ({ row }) => {
          const src = row.featured_image_resized?.small || row.featured_image_resized?.medium || row.featured_image;
          return src ? (
            <Avatar variant="rounded" src={src} alt={row.name_en} sx={{ width: 40, height: 40, my: 0.5 }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("products.list.noImage")}
            </Typography>
          );
        },
      },
      { field: "name_en", headerName: t("products.fields.name"), minWidth: 200, flex: 2, sortable: false },
      {
        field: "status",
        headerName: t("products.fields.status"),
        minWidth: 120,
        flex: 0.7,
        sortable: false,
        renderCell: ({ row }) => <StatusChip label={t(`products.statuses.${row.status}`, { defaultValue: row.status })} tone={productStatusTone(row.status)} />,
      },
      {
        field: "actions",
        headerName: t("products.fields.actions"),
        minWidth: 90,
        flex: 0.4,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => <ProductRowMenu id={row.id} name={row.name_en} onDeleted={onDeleted} />,
      },
    ],
    [t, onDeleted],
  );
}
