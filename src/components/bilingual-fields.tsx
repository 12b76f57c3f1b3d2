import { memo } from "react";
import Box from "@mui/material/Box";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "@/components/form-text-field";
import { FormRichText } from "@/components/rich-text/form-rich-text";

/** The rich-text subjects of products, variants and services (document 2 §3). */
const RICH_TEXT_FIELDS = ["description", "benefits", "features", "how_to_use"] as const;

const twoColumns = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } } as const;

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Path of the object holding the fields (`variants.2.`), "" for the form itself. */
  prefix?: string;
  disabled?: boolean;
};

const path = <T extends FieldValues>(prefix: string, field: string) => `${prefix}${field}` as FieldPath<T>;

/** English and Arabic names side by side; the Arabic runs right to left. English is required. */
function NameFields<T extends FieldValues>({ control, prefix = "", disabled }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Box sx={twoColumns}>
      <FormTextField control={control} name={path<T>(prefix, "name_en")} label={t("bilingual.name_en")} required disabled={disabled} />
      <FormTextField
        control={control}
        name={path<T>(prefix, "name_ar")}
        label={t("bilingual.name_ar")}
        disabled={disabled}
        slotProps={{ htmlInput: { dir: "rtl", lang: "ar" } }}
      />
    </Box>
  );
}

/**
 * Description, benefits, features and how to use, each in English (required) and Arabic (right to
 * left; falls back to the English when left empty).
 */
function RichTextFields<T extends FieldValues>({
  control,
  prefix = "",
  disabled,
  subjects = RICH_TEXT_FIELDS,
}: Props<T> & { subjects?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {subjects.map((subject) => (
        <Box key={subject} sx={twoColumns}>
          {(["en", "ar"] as const).map((lang) => (
            <FormRichText
              key={lang}
              control={control}
              name={path<T>(prefix, `${subject}_${lang}`)}
              label={t(`bilingual.${subject}_${lang}`)}
              required={lang === "en"}
              arabic={lang === "ar"}
              disabled={disabled}
            />
          ))}
        </Box>
      ))}
    </>
  );
}

// Memoised: a form re-renders as it turns dirty and as react-hook-form gets ready, with the same
// props for these (a form holds eight editors).
export const BilingualNameFields = memo(NameFields) as typeof NameFields;
export const BilingualRichTextFields = memo(RichTextFields) as typeof RichTextFields;
