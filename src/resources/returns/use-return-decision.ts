import { useUpdate } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { decisionPayload, type ReturnDecision, type ReturnDetail } from "@/domain/returns";

/**
 * `PUT refunds/{id}` with `{refund: {status}}` (issue 19 item 4, the body is an assumption of docs/server-contract.md)
 * through the data provider. On success the detail and the list are refetched (Refine's default
 * invalidation), so the page shows the status the server now has and its refund-method text. A
 * failure takes the app's one path (Refine's error toast, a 401 ends the session) and resolves to
 * false: the caller keeps its dialog open.
 */
export function useReturnDecision(refundId: number) {
  const { t } = useTranslation();
  const { mutateAsync, mutation } = useUpdate<ReturnDetail>();

  const decide = async (decision: ReturnDecision): Promise<boolean> => {
    try {
      await mutateAsync({
        resource: "refunds",
        id: refundId,
        values: decisionPayload(decision),
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: t(`returns.decision.done.${decision}`) }),
      });
      return true;
    } catch {
      return false;
    }
  };

  return { decide, sending: mutation.isPending };
}
