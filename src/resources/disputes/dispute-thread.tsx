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

/** How close to its end (px) the thread counts as "reading the newest replies". */
const END_SLACK_PX = 48;

const OWNER_COLOURS: Record<string, string> = { V: "primary.main", A: "warning.dark", C: "secondary.main" };

/**
 * The replies as bubbles labelled V (vendor), A (admin) or C (customer), oldest first; the
 * seller's own on the other side. The newest bubble is scrolled into view when the thread opens and
 * after the seller's own reply; a reply arriving by itself scrolls the thread, never the page.
 * Every text is rendered as text, never as HTML.
 */
export function DisputeThread({ replies }: { replies: DisputeReply[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const last = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const mounted = useRef(false);
  const readingEnd = useRef(true);
  const newestReply = replies.at(-1);
  const newest = newestReply?.id;
  const ownNewest = newestReply ? isOwnReply(newestReply) : false;

  useEffect(() => {
    if (newest === undefined) return;
    const first = !mounted.current;
    mounted.current = true;
    if (first || ownNewest) {
      // The thread as opened, or the seller's own reply just sent: the newest bubble into view.
      last.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      return;
    }
    // A reply that arrived by itself (the live thread): scroll inside the thread only, never the
    // page, and only when the seller was reading its end (not scrolled up through older replies).
    const box = list.current;
    if (box && readingEnd.current) box.scrollTop = box.scrollHeight;
  }, [newest, ownNewest]);

  const onScroll = () => {
    const box = list.current;
    if (box) readingEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < END_SLACK_PX;
  };

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
      ref={list}
      onScroll={onScroll}
      aria-label={t("disputes.thread.label")}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      sx={{
        listStyle: "none",
        m: 0,
        p: { xs: 1, sm: 2 },
        display: "flex",
        flexDirection: "column",
        gap: 2,
        maxHeight: 480,
        overflowY: "auto",
        bgcolor: "action.hover",
        borderRadius: 1,
      }}
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
