import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { emptyMenuItemValues } from "@/domain/menu-items";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { MenuItemForm } from "./menu-item-form";
import { useMenuItems } from "./use-menu-items";

/** `/vendor/menu-item/add`: a new menu item, placed under any existing item or at the top. */
export function MenuItemCreatePage() {
  const { t } = useTranslation();
  const { query, items } = useMenuItems();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("menu.titles.create")}
      </Typography>
      {query.isLoading ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : (
        <MenuItemForm values={emptyMenuItemValues()} items={items} />
      )}
    </>
  );
}
