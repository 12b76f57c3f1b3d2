import { useLayoutEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { hiddenAfterShowingOlder, hiddenOnOpen, isOwnReply, type DisputeReply } from "@/domain/disputes";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { DisputeReplyBubble } from "./dispute-reply-bubble";

/** How close to its end (px) the thread counts as "reading the newest replies". */
const END_SLACK_PX = 48;

/**
 * The replies as bubbles (DisputeReplyBubble), oldest first. A long thread opens on its newest
 * page (THREAD_PAGE_SIZE); "Show older replies" brings the page before, keeping what the seller
 * was reading in place. Replies arriving later are all shown. The newest bubble is in view at once
 * when the thread opens, and after the seller's own reply; a reply arriving by itself scrolls the
 * thread, never the page.
 */
export function DisputeThread({ replies }: { replies: DisputeReply[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const list = useRef<HTMLOListElement>(null);
  const mounted = useRef(false);
  const readingEnd = useRef(true);
  /** The thread's height before older replies were added above, to keep the view where it was. */
  const heightBefore = useRef<number | null>(null);
  const [hidden, setHidden] = useState(() => hiddenOnOpen(replies.length));
  /** Older replies shown on request are no news: the live region is quiet for them until the next reply. */
  const [quietUntilAfter, setQuietUntilAfter] = useState<number | null>(null);
  const newestReply = replies.at(-1);
  const newest = newestReply?.id;
  const ownNewest = newestReply ? isOwnReply(newestReply) : false;

  // A thread first read empty (its replies arriving later) opens on its newest page too.
  const [opened, setOpened] = useState(replies.length > 0);
  if (!opened && replies.length > 0) {
    setOpened(true);
    setHidden(hiddenOnOpen(replies.length));
  }

  useLayoutEffect(() => {
    if (newest === undefined) return;
    const first = !mounted.current;
    mounted.current = true;
    const last = list.current?.lastElementChild;
    if (first) {
      // The thread as opened: the newest bubble in view before the first paint, without an
      // animation through hundreds of replies.
      last?.scrollIntoView?.({ block: "nearest", behavior: "instant" });
      return;
    }
    if (ownNewest) {
      // The seller's own reply just sent.
      last?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      return;
    }
    // A reply that arrived by itself (the live thread): scroll inside the thread only, never the
    // page, and only when the seller was reading its end (not scrolled up through older replies).
    const box = list.current;
    if (box && readingEnd.current) box.scrollTop = box.scrollHeight;
  }, [newest, ownNewest]);

  useLayoutEffect(() => {
    const box = list.current;
    if (!box || heightBefore.current === null) return;
    box.scrollTop += box.scrollHeight - heightBefore.current;
    heightBefore.current = null;
    // The button is gone with the last page: the keyboard stays in the thread.
    if (hidden === 0) box.focus();
  }, [hidden]);

  const onScroll = () => {
    const box = list.current;
    if (box) readingEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < END_SLACK_PX;
  };

  const showOlder = () => {
    heightBefore.current = list.current?.scrollHeight ?? null;
    setQuietUntilAfter(newest ?? null);
    setHidden((current) => hiddenAfterShowingOlder(current));
  };

  if (replies.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
        {t("disputes.thread.empty")}
      </Typography>
    );
  }

  const shown = hidden > 0 ? replies.slice(hidden) : replies;
  return (
    <>
      {hidden > 0 ? (
        <Box sx={{ display: "flex", justifyContent: "center", mb: 1 }}>
          <Button size="small" onClick={showOlder}>
            {t("disputes.thread.showOlder", { number: formatNumber(hidden, locale) })}
          </Button>
        </Box>
      ) : null}
      <Box
        component="ol"
        ref={list}
        onScroll={onScroll}
        aria-label={t("disputes.thread.label")}
        aria-live={quietUntilAfter !== null && quietUntilAfter === newest ? "off" : "polite"}
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
        {shown.map((reply) => (
          <DisputeReplyBubble key={reply.id} reply={reply} locale={locale} />
        ))}
      </Box>
    </>
  );
}
