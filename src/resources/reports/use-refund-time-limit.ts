import { useApiQuery } from "@/hooks/use-api-query";

/**
 * The platform's refund_time_limit in days (document 2 §3 "Platform setting", §7):
 * `GET platforms/platform_id`, then `GET platforms/{id}`.
 */
export function useRefundTimeLimit() {
  const idQuery = useApiQuery<{ platform_id?: number | string; id?: number | string }>("platformId").query;
  const id = idQuery.data?.data?.platform_id ?? idQuery.data?.data?.id;
  const platformQuery = useApiQuery<{ refund_time_limit?: number | string }>("platform", {
    params: { id: id ?? "" },
    enabled: id !== undefined && id !== null && id !== "",
  }).query;
  const limit = platformQuery.data?.data?.refund_time_limit;
  const failed = idQuery.isError ? idQuery : platformQuery.isError ? platformQuery : null;
  return {
    days: limit === undefined || limit === null ? null : Number(limit),
    error: failed?.error?.message ?? null,
    failed: Boolean(failed),
    retry: () => void (idQuery.isError ? idQuery.refetch() : platformQuery.refetch()),
  };
}
