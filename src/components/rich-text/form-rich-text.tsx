import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Skeleton from "@mui/material/Skeleton";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTaskTurn } from "@/hooks/use-task-turn";

/**
 * The editor (Tiptap and ProseMirror) is a chunk of its own, asked for when the first rich-text
 * field renders: no editor code on the routes without one (login, dashboard; `npm run budget`).
 * `React.lazy` keeps a failed load for good: after one, the next render (the page's Retry) asks again.
 */
const load = () => import("./rich-text-editor");
const attempt = () =>
  lazy(async () => {
    try {
      return { default: (await load()).RichTextEditor };
    } catch (error) {
      RichTextEditor = attempt();
      throw error;
    }
  });
let RichTextEditor = attempt();
// Asked for as soon as a form with rich text loads, alongside the record, not after it.
load().catch(() => undefined);

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Arabic fields: right to left, lang "ar". */
  arabic?: boolean;
  disabled?: boolean;
  required?: boolean;
};

/** Holds the field's place, under its label and above its error, while the editor's code loads. */
function EditorLoading({ label, required, error }: { label: string; required?: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      <FormLabel required={required} error={Boolean(error)} sx={{ display: "block", mb: 0.5, fontSize: "0.875rem" }}>
        {label}
      </FormLabel>
      <Skeleton variant="rounded" height={134} aria-label={t("editor.loading")} role="status" />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/**
 * A rich-text editor bound to react-hook-form; validation messages are i18n keys, translated here.
 * Each editor is built on its own turn, after the form has rendered (useTaskTurn): building one is
 * a long, indivisible piece of work, and a form holds two to four of them.
 */
export function FormRichText<T extends FieldValues>({ control, name, label, arabic, disabled, required }: Props<T>) {
  const { t } = useTranslation();
  const ready = useTaskTurn();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message ? t(fieldState.error.message) : undefined;
        if (!ready) return <EditorLoading label={label} required={required} error={error} />;
        return (
          <Suspense fallback={<EditorLoading label={label} required={required} error={error} />}>
            <RichTextEditor
              label={label}
              value={(field.value as string | undefined) ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              dir={arabic ? "rtl" : "ltr"}
              lang={arabic ? "ar" : "en"}
              disabled={disabled}
              required={required}
              error={Boolean(fieldState.error)}
              helperText={error}
            />
          </Suspense>
        );
      }}
    />
  );
}
