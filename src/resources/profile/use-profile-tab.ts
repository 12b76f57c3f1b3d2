import { useCallback } from "react";
import { useLocation, useSearchParams } from "react-router";
import { opensUserList } from "@/domain/customers";

export type ProfileTab = "store" | "users";

/**
 * The profile's tab and the User List's page, kept in the URL (`?tab=users&page=2`). Without a tab
 * in the URL, the navigation state name `userlist` opens the User List (document 2 §2); a tab the
 * seller picks is written to the URL, so the back button and a refresh keep it.
 */
export function useProfileTab() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const asked = params.get("tab");
  const tab: ProfileTab = asked === "users" || asked === "store" ? asked : opensUserList(state) ? "users" : "store";
  const page = Math.max(1, Number(params.get("page")) || 1);

  const go = useCallback(
    (nextTab: ProfileTab, nextPage: number) => {
      const next = new URLSearchParams({ tab: nextTab });
      if (nextTab === "users" && nextPage > 1) next.set("page", String(nextPage));
      setParams(next);
    },
    [setParams],
  );

  return {
    tab,
    page,
    setTab: useCallback((next: ProfileTab) => go(next, 1), [go]),
    setPage: useCallback((next: number) => go("users", next), [go]),
  };
}
