import { useEffect, useState } from "react";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import SearchIcon from "@mui/icons-material/Search";
import { SEARCH_DEBOUNCE_MS } from "@/config/constants";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

/** A search box that reports its value once typing has paused for 1 second (document 1 §2.7). */
export function SearchField({ value, onSearch, label }: { value: string; onSearch: (value: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the box (back button, a link): show what is searched.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value.trim()) setText(value);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onSearch(debounced);
    // Only a settled change of the typed text searches; `value` changing from the URL must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        // Order numbers, e-mails, English or Arabic names: the first letter typed sets the direction.
        htmlInput: { dir: "auto" },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: "100%", md: 280 } }}
    />
  );
}
