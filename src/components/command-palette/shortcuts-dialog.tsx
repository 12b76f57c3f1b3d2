import { Fragment, useId } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useTranslation } from "react-i18next";
import { KEYBOARD_SHORTCUTS, usesCommandKey } from "@/domain/command-palette";
import { TableColumnHeads } from "@/components/table-column-heads";

const kbdSx = {
  fontFamily: "monospace",
  fontSize: "0.875rem",
  px: 0.75,
  py: 0.25,
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  bgcolor: "action.hover",
} as const;

/** "?" (issue 33): the app's keyboard shortcuts, the keys written left to right in both directions. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const mod = usesCommandKey(typeof navigator === "undefined" ? "" : navigator.platform || navigator.userAgent) ? "⌘" : "Ctrl";
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("palette.shortcuts.title")}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableColumnHeads columns={[{ label: t("palette.shortcuts.keys") }, { label: t("palette.shortcuts.action") }]} />
          <TableBody>
            {KEYBOARD_SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.action}>
                <TableCell>
                  <Box component="span" dir="ltr" sx={{ whiteSpace: "nowrap" }}>
                    {shortcut.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? " + " : null}
                        <Box component="kbd" sx={kbdSx}>
                          {key === "mod" ? mod : key}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </TableCell>
                <TableCell>{t(shortcut.action)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t("palette.shortcuts.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
