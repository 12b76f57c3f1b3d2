import { describe, expect, it } from "vitest";
import { deleteFailureResult, summariseBulkDelete, type DeleteOutcome } from "@/domain/bulk-delete";
import { bulkTone } from "@/domain/bulk-run";

const deleted = (id: number): DeleteOutcome => ({ id, name: `P${id}`, result: "deleted" });
const refused = (id: number): DeleteOutcome => ({ id, name: `P${id}`, result: "refused", message: "It is on orders" });
const failed = (id: number): DeleteOutcome => ({ id, name: `P${id}`, result: "failed", message: "Something went wrong" });

describe("deleteFailureResult", () => {
  it("calls a 4xx answer a refusal and anything else a failure", () => {
    expect(deleteFailureResult(422)).toBe("refused");
    expect(deleteFailureResult(400)).toBe("refused");
    expect(deleteFailureResult(499)).toBe("refused");
    expect(deleteFailureResult(500)).toBe("failed");
    expect(deleteFailureResult(503)).toBe("failed");
    expect(deleteFailureResult(0)).toBe("failed");
    expect(deleteFailureResult(undefined)).toBe("failed");
  });
});

describe("summariseBulkDelete", () => {
  it("counts deleted, refused and failed in the order selected", () => {
    const summary = summariseBulkDelete([deleted(3), refused(5), deleted(1), failed(9)]);
    expect(summary.total).toBe(4);
    expect(summary.deleted.map((outcome) => outcome.id)).toEqual([3, 1]);
    expect(summary.refused).toEqual([{ id: 5, name: "P5", result: "refused", message: "It is on orders" }]);
    expect(summary.failed.map((outcome) => outcome.id)).toEqual([9]);
    expect(summary.notTried).toBe(0);
    expect(summary.tone).toBe("warning");
  });

  it("is a success only when every record went, an error when none did", () => {
    expect(summariseBulkDelete([deleted(1), deleted(2)]).tone).toBe("success");
    expect(summariseBulkDelete([refused(1), failed(2)]).tone).toBe("error");
    expect(summariseBulkDelete([]).tone).toBe("warning");
  });

  it("counts the records a stopped run never reached", () => {
    const summary = summariseBulkDelete([deleted(1), failed(2)], 5);
    expect(summary.total).toBe(5);
    expect(summary.notTried).toBe(3);
    expect(summary.tone).toBe("warning");
    expect(summariseBulkDelete([deleted(1)], 2).tone).toBe("warning");
  });
});

describe("bulkTone", () => {
  it("is shared by the orders' status change and the catalogue's delete", () => {
    expect(bulkTone(2, 0, 2)).toBe("success");
    expect(bulkTone(0, 1, 2)).toBe("error");
    expect(bulkTone(1, 1, 2)).toBe("warning");
    expect(bulkTone(0, 0, 0)).toBe("warning");
  });
});
