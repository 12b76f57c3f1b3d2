import type { BaseSyntheticEvent, ReactNode } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { Control, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BilingualNameFields, BilingualRichTextFields } from "@/components/bilingual-fields";
import { FormSection } from "@/components/form-section";
import { useAfterFirstCommit } from "@/hooks/use-after-first-commit";
import type { CatalogueResource } from "./catalogue-list-page";

type Props<T extends FieldValues> = {
  resource: CatalogueResource;
  control: Control<T>;
  submit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  saving: boolean;
  disabled: boolean;
  /** The page's heading (and any note under it). */
  heading: ReactNode;
  /** The resource's own sections, then its buttons. */
  children: ReactNode;
};

/**
 * The product and service forms' frame (document 2 §2): the form, busy while it saves, its
 * heading, then the names and rich texts in English and Arabic (sections titled from the
 * resource's i18n area), then the resource's own sections and buttons. Those come a commit later, in
 * a task of their own: with a record's many fields, mounting the whole form at once (its styles,
 * its fields' measurements) was the screen's longest task. The form says it is busy until then.
 */
export function CatalogueFormShell<T extends FieldValues>({ resource, control, submit, saving, disabled, heading, children }: Props<T>) {
  const { t } = useTranslation();
  const rest = useAfterFirstCommit();
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || !rest}>
      {heading}
      <Stack spacing={3}>
        <FormSection title={t(`${resource}.sections.names`)}>
          <BilingualNameFields control={control} disabled={disabled} />
        </FormSection>
        <FormSection title={t(`${resource}.sections.texts`)}>
          <BilingualRichTextFields control={control} disabled={disabled} />
        </FormSection>
        {rest ? children : null}
      </Stack>
    </Box>
  );
}
