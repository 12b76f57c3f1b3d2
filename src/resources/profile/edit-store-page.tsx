import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { StoreProfile } from "@/domain/store-profile";
import { useStoreQuery } from "@/hooks/use-store-query";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { StoreFormSections } from "./store-form-sections";
import { useEditStore } from "./use-edit-store";

/** `/vendor/edit-store` (document 2 §2): the store details form, opened once the store is loaded. */
export function EditStorePage() {
  const { t } = useTranslation();
  const { query, replaceStore } = useStoreQuery<StoreProfile>();
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
      <Stack direction={{ xs: "column-reverse", sm: "row" }} spacing={2} sx={{ mt: 3, justifyContent: "flex-end" }}>
        <Button variant="outlined" onClick={cancel} disabled={saving}>
          {t("common.actions.cancel")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label={t("common.states.loading")} /> : undefined}
        >
          {t("profile.actions.update")}
        </Button>
      </Stack>
    </form>
  );
}
