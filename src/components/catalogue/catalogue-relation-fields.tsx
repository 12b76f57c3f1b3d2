import Box from "@mui/material/Box";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { categoriesForCountry } from "@/domain/product-rules";
import type { CategoryRef, NamedRef } from "@/domain/products";
import { RelatedItemsField } from "@/components/related-items-field";
import { useApiQuery } from "@/hooks/use-api-query";
import { useStoreQuery } from "@/hooks/use-store-query";

/** The relation fields a product and a service share, by form field and the named call of their choices. */
const RELATED = [
  { name: "related_products", operation: "relatedProducts" },
  { name: "related_services", operation: "relatedServices" },
  { name: "related_tools", operation: "relatedTools" },
] as const;

export type RelatedFieldName = (typeof RELATED)[number]["name"];

type Common<T extends FieldValues> = { control: Control<T>; disabled: boolean };

/** The categories of the store's country (`categories/for_product_service`), at least one. */
export function CategoriesField<T extends FieldValues>({ control, disabled, label }: Common<T> & { label: string }) {
  const country = useStoreQuery().store?.country_name_en as string | undefined;
  const query = useApiQuery<CategoryRef[]>("categoriesForProductService").query;
  return (
    <RelatedItemsField
      control={control}
      name={"categories" as FieldPath<T>}
      label={label}
      options={categoriesForCountry(query.data?.data ?? [], country)}
      loading={query.isLoading}
      getLabel={(category) => category.title_en}
      disabled={disabled}
      required
    />
  );
}

type GridProps<T extends FieldValues> = Common<T> & {
  label: (name: RelatedFieldName) => string;
  /** Whether a choice is left out of a field (the record being edited, offered as related to itself). */
  excluded: (name: RelatedFieldName, item: NamedRef) => boolean;
};

/** Related products, services and tools, side by side on a wide screen. */
export function RelatedItemsGrid<T extends FieldValues>({ control, disabled, label, excluded }: GridProps<T>) {
  const lists = {
    relatedProducts: useApiQuery<NamedRef[]>("relatedProducts").query,
    relatedServices: useApiQuery<NamedRef[]>("relatedServices").query,
    relatedTools: useApiQuery<NamedRef[]>("relatedTools").query,
  };
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" } }}>
      {RELATED.map(({ name, operation }) => (
        <RelatedItemsField
          key={name}
          control={control}
          name={name as FieldPath<T>}
          label={label(name)}
          options={(lists[operation].data?.data ?? []).filter((item) => !excluded(name, item))}
          loading={lists[operation].isLoading}
          getLabel={(item) => item.name_en}
          disabled={disabled}
        />
      ))}
    </Box>
  );
}
