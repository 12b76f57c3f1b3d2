import { bulkTone, outcomesWith, type BulkTone } from "./bulk-run";

/**
 * Deleting the selected products or services (issue 33 point 3): one `DELETE products/{id}` (or
 * services) per record, the spec's own call, then a summary of what was deleted, what the server
 * refused with its reason, and what failed. Pure.
 */

export type DeleteOutcome =
  | { id: number; name: string; result: "deleted" }
  | { id: number; name: string; result: "refused"; message: string }
  | { id: number; name: string; result: "failed"; message: string };

/**
 * A delete the server answered with a 4xx was refused (its message is the reason: a product on
 * orders, a record already gone); no answer, a timeout or a 5xx is a failure, worth trying again.
 */
export function deleteFailureResult(statusCode: number | undefined): "refused" | "failed" {
  return statusCode !== undefined && statusCode >= 400 && statusCode <= 499 ? "refused" : "failed";
}

export type DeleteSummary = {
  /** Records the delete was asked for. */
  total: number;
  deleted: Extract<DeleteOutcome, { result: "deleted" }>[];
  refused: Extract<DeleteOutcome, { result: "refused" }>[];
  failed: Extract<DeleteOutcome, { result: "failed" }>[];
  /** Records never tried: the run stopped (the session ended) before them. */
  notTried: number;
  tone: BulkTone;
};

/** The end-of-run summary, in the order selected; `total` counts records a stopped run never reached. */
export function summariseBulkDelete(outcomes: readonly DeleteOutcome[], total = outcomes.length): DeleteSummary {
  const deleted = outcomesWith(outcomes, "deleted");
  const refused = outcomesWith(outcomes, "refused");
  const failed = outcomesWith(outcomes, "failed");
  const notTried = Math.max(0, total - outcomes.length);
  return { total, deleted, refused, failed, notTried, tone: bulkTone(deleted.length, refused.length + failed.length + notTried, total) };
}
