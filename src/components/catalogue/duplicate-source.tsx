import { useDeferredValue, useState, type ReactNode } from "react";
import { useOne, type BaseRecord } from "@refinedev/core";
import { useSearchParams } from "react-router";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { DuplicateContext, type DuplicateValues } from "./duplicate-values";

/**
 * Around a create form: with `?duplicate=<id>` in the address (a catalogue row's Duplicate), reads
 * that record (`GET <resource>/{id}`, a fresh read) and hands the form the values `toValues` makes
 * of it; nothing is saved until the seller saves. Without it, the blank form as before. The values
 * are taken once: a later refetch does not replace what the seller is typing.
 */
export function DuplicateSource<R extends BaseRecord, V>({
  resource,
  toValues,
  children,
}: {
  resource: string;
  toValues: (record: R) => V;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get("duplicate") ?? "";
  const { query, result } = useOne<R>({ resource, id, queryOptions: { enabled: id !== "" } });
  const [read, setTaken] = useState<DuplicateValues<V> | null>(null);
  // The form renders in slices, not in the task that brought the record (as the edit form's page).
  const taken = useDeferredValue(read);

  const fresh = id !== "" && result && String(result.id) === id && !query.isFetching ? result : null;
  if (fresh && read?.from !== id) setTaken({ from: id, values: toValues(fresh) });

  if (id === "") return <>{children}</>;
  if (query.isError && taken?.from !== id) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (taken?.from !== id) return <PageLoader />;
  return (
    <DuplicateContext.Provider key={id} value={taken}>
      {children}
    </DuplicateContext.Provider>
  );
}
