import { http, HttpResponse } from "msw";
import { MOCK_ADD_ORDER_PATH, MOCK_RESET_PATH } from "@/config/constants";
import { db } from "../db";
import { addDemoOrder } from "../demo-orders";

/** Mock-only controls: put the demo data back to its seed; place a new pending order with a store. */
export const demoHandlers = [
  http.post(`*${MOCK_RESET_PATH}`, () => {
    db.reset();
    return HttpResponse.json({ success: true });
  }),
  http.post(`*${MOCK_ADD_ORDER_PATH}`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { store_id?: unknown };
    const order = addDemoOrder(Number(body.store_id));
    return order
      ? HttpResponse.json({ success: true, data: { id: order.id } }, { status: 201 })
      : HttpResponse.json({ success: false, message: "No such store" }, { status: 404 });
  }),
];
