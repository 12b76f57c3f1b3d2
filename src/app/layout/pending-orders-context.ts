import { createContext } from "react";

/** The store's pending orders, as last polled (0 outside the signed-in shell or for an account without orders). */
export const PendingOrdersContext = createContext(0);
