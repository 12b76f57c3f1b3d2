import { useEffect, useRef } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { isOwnReply, replyOwnerLabel, type DisputeReply } from "@/domain/disputes";
import { useFormatLocale } from "@/hooks/use-format-locale";

const OWNER_COLOURS: Record<string, string> = { V: "primary.main", A: "warning.dark", C: "secondary.main" };

/**
 * The replies as bubbles labelled V (vendor), A (admin) or C (customer), oldest first; the
 * seller's own on the other side. The newest bubble is scrolled into view whenever it changes.
 * Every text is rendered as text, never as HTML.
 */
export function DisputeThread({ replies }: { replies: DisputeReply[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const last = useRef<HTMLLIElement>(null);
  const newest = replies.at(-1)?.id;

  useEffect(() => {
    if (newest !== undefined) last.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [newest]);

  if (replies.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
        {t("disputes.thread.empty")}
      </Typography>
    );
  }

  return (
    <Box
      component="ol"
      aria-label={t("disputes.thread.label")}
      tabIndex={0}
      sx={{ listStyle: "none", m: 0, p: { xs: 1, sm: 2 }, display: "flex", flexDirection: "column", gap: 2, maxHeight: 480, overflowY: "auto", bgcolor: "action.hover", borderRadius: 1 }}
    >
      {replies.map((reply, index) => {
        const label = replyOwnerLabel(reply.owner);
        const own = isOwnReply(reply);
        const owner = t(`disputes.owners.${reply.owner}`, { defaultValue: t("disputes.owners.unknown") });
        return (
          <Box
            component="li"
            key={reply.id}
            ref={index === replies.length - 1 ? last : undefined}
            data-owner={reply.owner}
            sx={{ display: "flex", gap: 1, alignItems: "flex-end", flexDirection: own ? "row-reverse" : "row" }}
          >
            <Avatar
              role="img"
              aria-label={owner}
              title={owner}
              sx={{ width: 32, height: 32, fontSize: 14, fontWeight: 700, bgcolor: OWNER_COLOURS[label] ?? "grey.500" }}
            >
              {label}
            </Avatar>
            <Paper
              variant="outlined"
              sx={{
                px: 2,
                py: 1,
                maxWidth: { xs: "85%", sm: "70%" },
                bgcolor: (theme) => (own ? alpha(theme.palette.primary.main, 0.08) : theme.palette.background.paper),
                borderColor: own ? "primary.light" : "divider",
                borderRadius: 2,
              }}
            >
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="reply-text">
                {reply.description}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t("disputes.thread.by", { owner, date: formatDateTime(reply.created_at, locale) })}
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
