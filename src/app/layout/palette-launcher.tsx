import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from "react";
import IconButton from "@mui/material/IconButton";
import SearchIcon from "@mui/icons-material/Search";
import { useNotification, useParsed } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { shortcutFor } from "@/domain/command-palette";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { rememberRecord } from "@/hooks/use-recent-records";
import type { PaletteDialog } from "@/components/command-palette/palette-dialogs";
import type { PaletteProps } from "@/components/command-palette/use-palette-options";
import { paletteScreens, recordTitles } from "./palette-screens";

type Dialogs = ComponentType<PaletteProps & { open: PaletteDialog | null; onClose: () => void }>;

let loading: Promise<Dialogs> | null = null;
/** The palette's chunk, asked for once; asked again after a failure (the network may be back). */
function loadDialogs(): Promise<Dialogs> {
  loading ??= import("@/components/command-palette/palette-dialogs").then(
    (module) => module.PaletteDialogs,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * "Jump anywhere" (issue 33) in the signed-in shell: the header's button, Ctrl/⌘+K and "?" (src/domain
 * command-palette.ts decides which key is which), and the record screens visited, remembered for the
 * palette's recent records. This part is always loaded and small: the palette itself (MUI's
 * Autocomplete, the lookups) is a chunk of its own, fetched on the first open.
 */
export function PaletteLauncher() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const access = useAccessRules();
  const [open, setOpen] = useState<PaletteDialog | null>(null);
  const [Dialogs, setDialogs] = useState<Dialogs | null>(null);
  useRememberVisits();

  const show = (dialog: PaletteDialog) => {
    setOpen(dialog);
    if (Dialogs) return;
    loadDialogs().then(
      (loaded) => setDialogs(() => loaded),
      () => {
        setOpen(null);
        notify?.({ type: "error", message: t("palette.loadFailed"), key: "palette-load" });
      },
    );
  };
  const latestShow = useLatest(show);
  // Listening from the commit that shows the header: an effect runs later, and a key pressed on
  // a page that has just appeared would otherwise do nothing.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const dialog = shortcutFor({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        target: target && {
          tagName: target.tagName,
          type: (target as HTMLInputElement).type,
          isContentEditable: target.isContentEditable,
          role: target.getAttribute("role"),
        },
      });
      if (!dialog) return;
      event.preventDefault();
      latestShow.current(dialog);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [latestShow]);

  const screens = useMemo(() => (Dialogs && open ? paletteScreens(access) : []), [Dialogs, open, access]);
  const titles = useMemo(() => (Dialogs ? recordTitles() : {}), [Dialogs]);
  return (
    <>
      <IconButton
        onClick={() => show("palette")}
        aria-label={t("palette.open")}
        aria-keyshortcuts="Control+K Meta+K"
        title={t("palette.open")}
      >
        <SearchIcon />
      </IconButton>
      {Dialogs && open ? <Dialogs open={open} onClose={() => setOpen(null)} screens={screens} recordTitles={titles} /> : null}
    </>
  );
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Each record screen the seller opens (an order, a product, a return…) goes first in the recent records. */
function useRememberVisits() {
  const { resource, action, id, pathname } = useParsed();
  const name = resource?.name;
  useEffect(() => {
    if (!name || !pathname || id === undefined || id === "" || (action !== "show" && action !== "edit")) return;
    rememberRecord({ resource: name, id: String(id), path: pathname });
  }, [name, action, id, pathname]);
}
