import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import HighlightOffIcon from "@mui/icons-material/HighlightOff";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { returnDecisions, type ReturnDecision, type ReturnStatus } from "@/domain/returns";
import { useReturnDecision } from "./use-return-decision";

/**
 * Approve and Reject on a requested return (issue 19 item 4), each after a confirmation. Nothing
 * renders when the return offers no decision (`returnDecisions`). The dialog closes only once the
 * server has taken the decision; a failure keeps it open (its toast says why).
 */
export function ReturnDecisionActions({ refundId, status }: { refundId: number; status: ReturnStatus }) {
  const { t } = useTranslation();
  const decisions = returnDecisions(status);
  const [asked, setAsked] = useState<ReturnDecision | null>(null);
  const { decide, sending } = useReturnDecision(refundId);

  if (decisions.length === 0) return null;

  const confirm = async () => {
    if (!asked) return;
    if (await decide(asked)) setAsked(null);
  };

  return (
    <>
      <Stack
        role="group"
        aria-label={t("returns.decision.label")}
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: "wrap", mt: 2 }}
      >
        {decisions.includes("approve") ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlineIcon />}
            onClick={() => setAsked("approve")}
            disabled={sending}
          >
            {t("returns.decision.approve")}
          </Button>
        ) : null}
        {decisions.includes("reject") ? (
          <Button variant="outlined" color="error" startIcon={<HighlightOffIcon />} onClick={() => setAsked("reject")} disabled={sending}>
            {t("returns.decision.reject")}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`returns.decision.confirm.${asked}.title`) : undefined}
        message={asked ? t(`returns.decision.confirm.${asked}.message`) : ""}
        confirmLabel={asked ? t(`returns.decision.${asked}`) : undefined}
        destructive={asked === "reject"}
        busy={sending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
