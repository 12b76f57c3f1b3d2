import { http, HttpResponse } from "msw";
import { MOCK_RESET_PATH } from "@/config/constants";
import { db } from "../db";

/** Mock-only controls: put the demo data back to its seed. */
export const demoHandlers = [
  http.post(`*${MOCK_RESET_PATH}`, () => {
    db.reset();
    return HttpResponse.json({ success: true });
  }),
];
