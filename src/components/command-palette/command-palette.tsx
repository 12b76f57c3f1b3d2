import { useId, useState, type HTMLAttributes, type ReactNode } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import ListItemText from "@mui/material/ListItemText";
import type { PopperProps } from "@mui/material/Popper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rememberRecord } from "@/hooks/use-recent-records";
import { usePaletteOptions, type PaletteOption, type PaletteProps } from "./use-palette-options";

/**
 * The list under the field, in the dialog's flow rather than floating over it: the palette is a
 * field and its list (Autocomplete's popper would be positioned over the dialog's edge).
 */
function InlineList({ open, children, className }: PopperProps) {
  return open ? <div className={className}>{children as ReactNode}</div> : null;
}

/**
 * Ctrl/⌘+K (issue 33, "Jump anywhere"): one field whose list (a combobox and its listbox: arrows
 * move, Enter opens, Escape closes) holds the order typed ("#123", "order 123", Arabic digits),
 * recent records, the screens the account may open, and products and services found by name. An
 * order number is looked up first: its detail opens when it exists, and the status line says so
 * when it does not.
 */
export function CommandPalette({ onClose, ...props }: PaletteProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState("");
  const { options, status, busy, settle } = usePaletteOptions(query, props);

  const open = (option: PaletteOption) => {
    if (option.record) rememberRecord(option.record);
    onClose();
    navigate(option.path);
  };
  const choose = async (option: PaletteOption) => {
    if (option.kind !== "order") return open(option);
    const answer = await settle(Number(option.record?.id));
    if (answer.state === "found") open(option);
    else if (answer.state === "missing") setMessage(t("palette.orderMissing", { id: option.record?.id }));
    else if (answer.state === "failed") setMessage(answer.message);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { alignSelf: "flex-start", mt: { xs: 2, sm: 8 } } } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {t("palette.title")}
      </DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <Autocomplete<PaletteOption, false, false, false>
          open
          options={options}
          filterOptions={(shown) => shown}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          value={null}
          inputValue={query}
          onInputChange={(_event, value, reason) => {
            if (reason === "reset") return;
            setQuery(value);
            setMessage("");
          }}
          onChange={(_event, option) => {
            if (option) void choose(option);
          }}
          // Escape closes the palette (the field would otherwise take it for closing its own list).
          onClose={(_event, reason) => {
            if (reason === "escape") onClose();
          }}
          autoHighlight
          forcePopupIcon={false}
          clearOnBlur={false}
          handleHomeEndKeys
          noOptionsText={t("palette.nothingFound")}
          loading={busy}
          loadingText={t("palette.loading")}
          slots={{ popper: InlineList }}
          slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: "50vh" } } }}
          renderOption={({ key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: string }, option) => (
            <li key={key} {...optionProps}>
              <ListItemText primary={option.label} secondary={option.detail} sx={{ my: 0 }} />
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={t("palette.label")}
              placeholder={t("palette.placeholder")}
              slotProps={{ htmlInput: { ...params.inputProps, "aria-describedby": statusId } }}
            />
          )}
        />
        <Typography id={statusId} role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: "1.5em" }}>
          {message || status}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
