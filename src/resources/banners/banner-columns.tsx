import { useMemo } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslation } from "react-i18next";
import { bannerRedirect, type Banner } from "@/domain/banners";
import { safeHref } from "@/domain/urls";

/** Columns of the banners table (document 2 §2): Banner Id, Country, Type, Redirect To, Image. */
export function useBannerColumns(): GridColDef<Banner>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { field: "id", headerName: t("banners.fields.id"), minWidth: 100, flex: 0.5, sortable: false },
      { field: "country_name_en", headerName: t("banners.fields.country"), minWidth: 160, flex: 0.9, sortable: false },
      {
        field: "banner_type",
        headerName: t("banners.fields.type"),
        minWidth: 140,
        flex: 0.8,
        sortable: false,
        valueFormatter: (value: string) => t(`banners.types.${value}`, { defaultValue: value }),
      },
      {
        field: "redirect_to",
        headerName: t("banners.fields.redirectTo"),
        minWidth: 220,
        flex: 1.4,
        sortable: false,
        renderCell: ({ row }) => {
          const link = bannerRedirect(row);
          const href = safeHref(link);
          // An unsafe link (javascript:, data:...) is shown as text, never as an href.
          return href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" dir="ltr" onClick={(event) => event.stopPropagation()}>
              {link}
            </Link>
          ) : (
            <bdi dir="ltr">{link}</bdi>
          );
        },
      },
      {
        field: "image",
        headerName: t("banners.fields.image"),
        minWidth: 160,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) =>
          row.image ? (
            <Box
              component="img"
              src={row.image}
              alt={t("banners.list.imageAlt", { id: row.id })}
              loading="lazy"
              sx={{ height: 40, maxWidth: 140, objectFit: "cover", borderRadius: 0.5, verticalAlign: "middle" }}
            />
          ) : null,
      },
    ],
    [t],
  );
}
