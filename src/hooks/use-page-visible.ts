import { useSyncExternalStore } from "react";

function subscribe(listener: () => void): () => void {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}

const visible = () => document.visibilityState !== "hidden";

/** Whether the page is visible (`document.visibilityState`): false while the tab is in the background or minimised. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible, () => true);
}
