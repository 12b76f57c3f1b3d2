import { createContext, useContext } from "react";
import type { ResetCredentials } from "@/domain/reset-link";

/** The reset link's session, read from the address by `ResetPasswordRoute` and kept in memory only. */
export const ResetLinkContext = createContext<ResetCredentials | null>(null);

export function useResetLink(): ResetCredentials | null {
  return useContext(ResetLinkContext);
}
