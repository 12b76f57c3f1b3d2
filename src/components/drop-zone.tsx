import { useEffect, useState, type DragEvent, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

const carriesFiles = (event: { dataTransfer: DataTransfer | null }) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * A dashed area around a file field's controls that takes files dropped on it, as the picker
 * button does (the button stays the keyboard's way in). While one is mounted, a file dropped
 * beside it does not make the browser leave the page to open the file (what was typed stays).
 */
export function DropZone({
  onFiles,
  disabled,
  multiple,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);

  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (!disabled && files.length > 0) onFiles(files);
  };

  return (
    <Box
      data-dropzone=""
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        bgcolor: over ? "action.hover" : "transparent",
        borderRadius: 1,
        p: 1.5,
        transition: "none",
      }}
    >
      {children}
      {disabled ? null : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t(multiple ? "files.drop.hintMany" : "files.drop.hint")}
        </Typography>
      )}
    </Box>
  );
}
