import { createContext, useContext } from "react";
import type { ResetCredentials } from "@/domain/reset-link";

/**
 * The reset link's session, taken from the address by the landing (src/providers/auth/reset-landing.ts) and
 * kept in memory only, by `ResetPasswordRoute`: `hold` replaces it with the headers an answer
 * rotated to, or with null once it has ended (saved, or refused).
 */
export type ResetLink = { credentials: ResetCredentials | null; hold(next: ResetCredentials | null): void };

export const ResetLinkContext = createContext<ResetLink>({ credentials: null, hold: () => undefined });

export function useResetLink(): ResetLink {
  return useContext(ResetLinkContext);
}
