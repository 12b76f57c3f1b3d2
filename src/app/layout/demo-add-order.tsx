import Button from "@mui/material/Button";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import { usePublish } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { MOCK_ADD_ORDER_PATH } from "@/config/constants";
import { mockEnabled } from "@/config/env";
import { useAccessRules } from "@/providers/access/access-control-provider";
import { session } from "@/providers/auth/session";
import { ORDERS_CHANNEL } from "@/providers/live/orders-channel";
import { useCallFailure } from "@/hooks/use-call-failure";
import { postDemoControl } from "./demo-control";

/**
 * The demo's "Add a demo order": a customer places a pending order with the signed-in store, as a
 * real one would arrive; only in builds that run the embedded mock API. The live orders are asked
 * at once, so the demo does not wait for the next poll. A failed call says so and asks nothing.
 */
export function DemoAddOrder() {
  const { t } = useTranslation();
  const publish = usePublish();
  const visible = useAccessRules()("orders", "list").can;
  const fail = useCallFailure();
  if (!mockEnabled || !visible) return null;
  const add = async () => {
    try {
      await postDemoControl(MOCK_ADD_ORDER_PATH, { store_id: session.store()?.id });
    } catch (error) {
      fail(error);
      return;
    }
    publish?.({ channel: ORDERS_CHANNEL, type: "created", payload: {}, date: new Date() });
  };
  return (
    <Button size="small" color="inherit" onClick={() => void add()} startIcon={<AddShoppingCartIcon />} sx={{ whiteSpace: "nowrap" }}>
      {t("common.actions.addDemoOrder")}
    </Button>
  );
}
