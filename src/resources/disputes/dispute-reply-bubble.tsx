import { memo } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/domain/dates";
import { isOwnReply, replyOwnerLabel, type DisputeReply } from "@/domain/disputes";

const OWNER_COLOURS: Record<string, string> = { V: "primary.main", A: "warning.dark", C: "secondary.main" };

type Props = { reply: DisputeReply; locale: string };

/**
 * One reply: a bubble labelled V (vendor), A (admin) or C (customer), the seller's own on the other
 * side; its text rendered as text, never as HTML. Memoised: a poll or a sent reply renders the
 * thread again, and the replies already shown do not change.
 */
export const DisputeReplyBubble = memo(function DisputeReplyBubble({ reply, locale }: Props) {
  const { t } = useTranslation();
  const label = replyOwnerLabel(reply.owner);
  const own = isOwnReply(reply);
  const owner = t(`disputes.owners.${reply.owner}`, { defaultValue: t("disputes.owners.unknown") });
  return (
    <Box
      component="li"
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
          // The theme's variables, so the tint follows the colour scheme.
          bgcolor: (theme) => (own ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)` : theme.vars.palette.background.paper),
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
});
