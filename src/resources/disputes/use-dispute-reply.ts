import { useCallback, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { replyPayload, type DisputeReply } from "@/domain/disputes";
import { useApiMutation } from "@/hooks/use-api-query";

/**
 * Sends a reply (`disputeReply`: POST common/disputes/{id}/dispute_replies?role=vendor). The reply
 * the server returns joins the thread at once (`sent`); the detail is then refetched in the
 * background, and the thread merges both without doubles. A failure shows the server's message
 * as a toast (Refine's error notification) and resolves to false, so the caller keeps the text.
 */
export function useDisputeReply(disputeId: string | number) {
  const { mutateAsync, mutation } = useApiMutation<DisputeReply>();
  const invalidate = useInvalidate();
  const [sent, setSent] = useState<DisputeReply[]>([]);

  const send = useCallback(
    async (message: string): Promise<boolean> => {
      try {
        const response = await mutateAsync({
          url: "disputeReply",
          method: "post",
          values: replyPayload(message),
          meta: { params: { id: disputeId } },
        });
        const reply = response.data;
        if (reply && typeof reply === "object" && "id" in reply) setSent((list) => [...list, reply]);
        void invalidate({ resource: "disputes", id: disputeId, invalidates: ["detail"] });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, invalidate, disputeId],
  );

  return { send, sent, sending: mutation.isPending };
}
