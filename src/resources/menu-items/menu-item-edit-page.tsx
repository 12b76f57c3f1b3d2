import Typography from "@mui/material/Typography";
import { useOne } from "@refinedev/core";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toMenuItemFormValues, type MenuItem } from "@/domain/menu-items";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { MenuItemForm } from "./menu-item-form";
import { useMenuItems } from "./use-menu-items";

/** `/vendor/menu-item/edit/{id}`: the item from `GET menu_items/{id}`, saved with PATCH. An unknown id answers 404 (→ /not-found). */
export function MenuItemEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { query: itemQuery, result: item } = useOne<MenuItem>({ resource: "menu_items", id: id ?? "", queryOptions: { enabled: Boolean(id) } });
  const { query: listQuery, items } = useMenuItems();
  const failed = itemQuery.isError ? itemQuery : listQuery.isError ? listQuery : null;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("menu.titles.edit")}
      </Typography>
      {failed ? (
        <ErrorState message={failed.error?.message} onRetry={() => void failed.refetch()} />
      ) : itemQuery.isLoading || listQuery.isLoading || !item ? (
        <PageLoader />
      ) : (
        <MenuItemForm key={item.id} values={toMenuItemFormValues(item)} items={items} editingId={Number(item.id)} />
      )}
    </>
  );
}
