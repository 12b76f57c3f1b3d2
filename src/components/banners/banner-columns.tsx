import { useMemo } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import type { GridColDef } from "@mui/x-data-grid";
import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { safeHref } from "@/domain/urls";
import type { BannerColumn, BannerKind } from "./banner-kinds";

/** The columns of a banner kind's table (document 2 §2), from its declaration. */
export function useBannerColumns(kind: BannerKind): GridColDef<BaseRecord>[] {
  const { t } = useTranslation();
  return useMemo(() => kind.columns.map((column) => toColumn(column, kind, t)), [kind, t]);
}

function toColumn(
  column: BannerColumn,
  kind: BannerKind,
  t: (key: string, options?: Record<string, unknown>) => string,
): GridColDef<BaseRecord> {
  const base = { field: column.field, headerName: t(column.labelKey), minWidth: column.minWidth, flex: column.flex };
  switch (column.kind) {
    case "type":
      return { ...base, valueFormatter: (value: string) => t(`${kind.ns}.types.${value}`, { defaultValue: value }) };
    case "link":
      return {
        ...base,
        renderCell: ({ row }) => {
          const link = column.link?.(row) ?? "";
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
      };
    case "image":
      return {
        ...base,
        renderCell: ({ row }) =>
          typeof row[column.field] === "string" && row[column.field] ? (
            <Box
              component="img"
              src={row[column.field] as string}
              alt={t(`${kind.ns}.list.imageAlt`, { id: row.id })}
              loading="lazy"
              sx={{ height: 40, maxWidth: 160, objectFit: "cover", borderRadius: 0.5, verticalAlign: "middle" }}
            />
          ) : null,
      };
    default:
      return base;
  }
}
