import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslation } from "react-i18next";
import { env } from "@/config/env";
import { MENU_ROOT_ID, menuTreeOrder, parentChoices, storefrontAddress, type MenuItem, type MenuItemFormValues } from "@/domain/menu-items";
import { FormSelectField, type SelectOption } from "@/components/form-select-field";
import { FormTextField } from "@/components/form-text-field";
import { menuItemSchema } from "./menu-item.schema";
import { useMenuItemSave } from "./use-menu-item-save";
import { paths } from "@/app/paths";

type Props = {
  values: MenuItemFormValues;
  /** Every item of the menu: the parent choices. */
  items: MenuItem[];
  /** The item being edited (it and its sub-items cannot be its parent); none when adding. */
  editingId?: number;
};

/**
 * The menu item form (document 2 §2, §5): English and Arabic names, position, parent (0 = none,
 * or any other item), and the link shown after the storefront address.
 */
export function MenuItemForm({ values, items, editingId }: Props) {
  const { t } = useTranslation();
  const { save, saving } = useMenuItemSave(editingId);
  const { control, handleSubmit, setError } = useForm<MenuItemFormValues>({
    resolver: yupResolver(menuItemSchema) as never,
    defaultValues: values,
  });
  const parents = useMemo<SelectOption[]>(
    () => [
      { value: MENU_ROOT_ID, label: t("menu.form.noParent") },
      ...menuTreeOrder(parentChoices(items, editingId)).map(({ item, depth }) => ({
        value: item.id,
        label: `${"— ".repeat(depth)}${item.name_en}`,
      })),
    ],
    [items, editingId, t],
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((form) => save(form, setError))} sx={{ maxWidth: 720 }}>
        <FormTextField control={control} name="name_en" label={t("menu.fields.nameEn")} required autoFocus />
        <FormTextField control={control} name="name_ar" label={t("menu.fields.nameAr")} slotProps={{ htmlInput: { dir: "rtl", lang: "ar" } }} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={control} name="position" label={t("menu.fields.position")} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
          <FormSelectField control={control} name="parent_id" label={t("menu.fields.parent")} options={parents} />
        </Stack>
        <FormTextField
          control={control}
          name="link"
          label={t("menu.fields.link")}
          required
          helperText={t("menu.form.linkHint")}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{storefrontAddress(env.storefrontUrl, "")}</InputAdornment> },
            htmlInput: { autoCapitalize: "none", spellCheck: false },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button component={RouterLink} to={paths.menu} disabled={saving}>
            {t("common.actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(editingId === undefined ? "menu.actions.save" : "menu.actions.update")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
