import { useMemo } from "react";
import Avatar from "@mui/material/Avatar";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { serviceStatusTone, type ServiceListItem } from "@/domain/services";
import { StatusChip } from "@/components/status-chip";
import { ServiceRowMenu } from "./service-row-menu";

/** The catalogue's columns: Service Image (or No Image), Name, Status, Actions (as the product catalogue). */
export function useServiceColumns(onDeleted: () => void): GridColDef<ServiceListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        field: "featured_image",
        headerName: t("services.fields.image"),
        minWidth: 120,
        flex: 0.6,
        sortable: false,
        renderCell: ({ row }) => {
          const src = row.featured_image_resized?.small || row.featured_image_resized?.medium || row.featured_image;
          return src ? (
            <Avatar variant="rounded" src={src} alt={row.name_en} sx={{ width: 40, height: 40, my: 0.5 }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("services.list.noImage")}
            </Typography>
          );
        },
      },
      { field: "name_en", headerName: t("services.fields.name"), minWidth: 200, flex: 2, sortable: false },
      {
        field: "status",
        headerName: t("services.fields.status"),
        minWidth: 120,
        flex: 0.7,
        sortable: false,
        renderCell: ({ row }) => <StatusChip label={t(`services.statuses.${row.status}`, { defaultValue: row.status })} tone={serviceStatusTone(row.status)} />,
      },
      {
        field: "actions",
        headerName: t("services.fields.actions"),
        minWidth: 90,
        flex: 0.4,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => <ServiceRowMenu id={row.id} name={row.name_en} onDeleted={onDeleted} />,
      },
    ],
    [t, onDeleted],
  );
}
