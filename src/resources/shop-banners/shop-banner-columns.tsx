import { useMemo } from "react";
import Box from "@mui/material/Box";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import type { ShopBanner } from "@/domain/banners";

/** Columns of the shop banners table (document 2 §2): Banner Id, Type, Position, Image. */
export function useShopBannerColumns(): GridColDef<ShopBanner>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { field: "id", headerName: t("shopBanners.fields.id"), minWidth: 100, flex: 0.5, sortable: false },
      {
        field: "banner_type",
        headerName: t("shopBanners.fields.type"),
        minWidth: 150,
        flex: 0.9,
        sortable: false,
        valueFormatter: (value: string) => t(`shopBanners.types.${value}`, { defaultValue: value }),
      },
      { field: "position", headerName: t("shopBanners.fields.position"), minWidth: 100, flex: 0.5, sortable: false },
      {
        field: "image",
        headerName: t("shopBanners.fields.image"),
        minWidth: 160,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) =>
          row.image ? (
            <Box
              component="img"
              src={row.image}
              alt={t("shopBanners.list.imageAlt", { id: row.id })}
              loading="lazy"
              sx={{ height: 40, maxWidth: 160, objectFit: "cover", borderRadius: 0.5, verticalAlign: "middle" }}
            />
          ) : null,
      },
    ],
    [t],
  );
}
