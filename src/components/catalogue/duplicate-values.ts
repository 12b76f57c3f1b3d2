import { createContext, useContext } from "react";

/** The create form's values duplicated from a record (`from`: its id). */
export type DuplicateValues<V> = { from: string; values: V };

export const DuplicateContext = createContext<DuplicateValues<unknown> | null>(null);

/**
 * The values a create form starts from when it was opened as a duplicate (`?duplicate=<id>`,
 * `DuplicateSource`), or null for a blank create form.
 */
export function useDuplicateValues<V>(): DuplicateValues<V> | null {
  return useContext(DuplicateContext) as DuplicateValues<V> | null;
}
