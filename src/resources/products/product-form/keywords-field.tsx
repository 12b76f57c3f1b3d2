import { useState } from "react";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { addKeywords, isKeywordSeparator } from "@/domain/product-rules";
import type { ProductFormState } from "./product-form.schema";

/** Keywords as chips, added by Enter or comma (document 2 §2); leaving the box adds what was typed. */
export function KeywordsField({ control, disabled }: { control: Control<ProductFormState>; disabled: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  return (
    <Controller
      control={control}
      name="keywords"
      render={({ field }) => {
        const commit = () => {
          if (draft.trim()) field.onChange(addKeywords(field.value, draft));
          setDraft("");
        };
        return (
          <Stack spacing={1}>
            <TextField
              label={t("products.fields.keywords")}
              helperText={t("products.fields.keywordsHint")}
              value={draft}
              disabled={disabled}
              inputRef={field.ref}
              onChange={(event) => {
                const text = event.target.value;
                if (text.includes(",")) {
                  field.onChange(addKeywords(field.value, text));
                  setDraft("");
                } else setDraft(text);
              }}
              onKeyDown={(event) => {
                if (isKeywordSeparator(event.key)) {
                  event.preventDefault();
                  commit();
                } else if (event.key === "Backspace" && draft === "" && field.value.length > 0) {
                  field.onChange(field.value.slice(0, -1));
                }
              }}
              onBlur={() => {
                commit();
                field.onBlur();
              }}
            />
            {field.value.length > 0 ? (
              <Stack
                component="ul"
                direction="row"
                aria-label={t("products.fields.keywords")}
                sx={{ flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}
              >
                {field.value.map((keyword) => (
                  <li key={keyword}>
                    <Chip
                      label={keyword}
                      onDelete={disabled ? undefined : () => field.onChange(field.value.filter((other) => other !== keyword))}
                    />
                  </li>
                ))}
              </Stack>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
