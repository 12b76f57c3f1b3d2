import { useShow, type BaseRecord, type HttpError, type UseShowProps } from "@refinedev/core";
import { useParams } from "react-router";

export type RecordShowProps<T extends BaseRecord> = Pick<UseShowProps<T, HttpError>, "resource" | "id" | "queryOptions">;

/**
 * One read-only record through Refine's `useShow`: the resource's `getOne` with the id from the
 * route (`:id`) unless given, not asked while there is no id. `queryOptions` go to react-query as
 * they are (the dispute detail's `refetchInterval`). A 404 is not handled here: the data provider
 * and the auth provider send it to /not-found, as for every read.
 */
export function useRecordShow<T extends BaseRecord>({ resource, id: idProp, queryOptions }: RecordShowProps<T>) {
  const params = useParams();
  const id = idProp ?? params.id ?? "";
  const { query, result } = useShow<T, HttpError>({
    resource,
    id,
    queryOptions: { enabled: id !== "", ...queryOptions },
  });
  return { id, query, record: result };
}

export type RecordShow<T extends BaseRecord> = ReturnType<typeof useRecordShow<T>>;
