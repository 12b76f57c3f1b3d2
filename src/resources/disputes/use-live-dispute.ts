import { useEffect, useMemo } from "react";
import { shouldPollThread, threadOf, THREAD_POLL_MS, type Dispute, type DisputeReply } from "@/domain/disputes";
import { usePageVisible } from "@/hooks/use-page-visible";
import { useRecordShow } from "@/components/show/use-record-show";
import { useSeenReplies } from "./use-seen-replies";

/**
 * One dispute (`GET common/disputes/{id}?role=vendor`, through `useRecordShow`, i.e. Refine's `useShow`) whose thread stays live (issue 19 item 5):
 * while the dispute is open and the page visible, the detail is read again every 15 s (react-query's
 * `refetchInterval`; nothing is asked while the tab is hidden, and the interval starts afresh when
 * it shows again). A failed read stops the polling until the next success (a retry, a sent reply),
 * so a failing server is asked once, not every 15 s. The thread merges the server's replies with
 * the ones just sent, and the newest reply is recorded as seen while the page is visible.
 */
export function useLiveDispute(id: string, sent: DisputeReply[]) {
  const visible = usePageVisible();
  const { query, record: dispute } = useRecordShow<Dispute>({
    resource: "disputes",
    id,
    queryOptions: {
      refetchInterval: (current) =>
        current.state.status !== "error" && shouldPollThread(current.state.data?.data?.status, visible) ? THREAD_POLL_MS : false,
    },
  });
  const thread = useMemo(() => threadOf(dispute?.replies, sent), [dispute?.replies, sent]);
  const { markSeen } = useSeenReplies();
  const disputeId = dispute?.id;

  useEffect(() => {
    if (visible && disputeId !== undefined) markSeen(disputeId, thread);
  }, [visible, disputeId, thread, markSeen]);

  return { query, dispute, thread };
}
