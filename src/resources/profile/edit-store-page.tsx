import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { StoreProfile } from "@/domain/store-profile";
import { useFreshStore } from "@/hooks/use-store-query";
import { ErrorState } from "@/components/error-state";
import { FormActions } from "@/components/form-actions";
import { PageLoader } from "@/components/page-loader";
import { StoreFormSections } from "./store-form-sections";
import { useEditStore } from "./use-edit-store";

/** `/vendor/edit-store` (document 2 §2): the store details form, opened once the store is loaded. */
export function EditStorePage() {
  const { t } = useTranslation();
  const { query, replaceStore } = useFreshStore<StoreProfile>();
  const store = query.data?.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t("profile.titles.editStore")}
      </Typography>
      {store ? (
        <EditStoreForm store={store} replaceStore={replaceStore} />
      ) : query.isError ? (
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Box>
  );
}

function EditStoreForm({ store, replaceStore }: { store: StoreProfile; replaceStore: (store: StoreProfile) => void }) {
  const { t } = useTranslation();
  const { form, submit, saving, cancel } = useEditStore(store, replaceStore);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <StoreFormSections control={form.control} store={store} disabled={saving} />
      <FormActions busy={saving} onCancel={cancel} submitLabel={t("profile.actions.update")} />
    </form>
  );
}
