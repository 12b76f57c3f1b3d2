import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { TOAST_DRAG_DISMISS_PX, TOAST_DURATION_MS } from "@/config/constants";
import type { Toast, ToastStore } from "./toast-store";

/** Toasts bottom-right (document 1 §8): 5 s, closable, paused on hover, dragged sideways to dismiss. */
export function ToastHost({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return (
    <Stack
      spacing={1}
      sx={{
        position: "fixed",
        bottom: 16,
        insetInlineEnd: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: "min(420px, calc(100vw - 32px))",
      }}
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={() => store.dismiss(toast.key)} />
      ))}
    </Stack>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(event.clientX - drag.current.startX);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    if (Math.abs(offset) >= TOAST_DRAG_DISMISS_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <Alert
      role={toast.type === "error" ? "alert" : "status"}
      severity={toast.type}
      variant="filled"
      onClose={onDismiss}
      slotProps={{ closeButton: { title: t("common.actions.close"), "aria-label": t("common.actions.close") } }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-toast-type={toast.type}
      sx={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / (TOAST_DRAG_DISMISS_PX * 2), 0.7),
        transition: dragging ? "none" : "transform 150ms, opacity 150ms",
        touchAction: "pan-y",
        cursor: "grab",
        userSelect: "none",
        boxShadow: 3,
      }}
    >
      {toast.text}
    </Alert>
  );
}
