import { describe, expect, it } from "vitest";
import { cancelUpload, holdUpload, subscribeUploads, uploadOutcome, uploadProgress } from "@/lib/upload-progress";

describe("upload progress of a seller's file", () => {
  it("adds up every object of the file, announced first, and goes when the last hold is released", () => {
    const file = new Blob(["x"]);
    const changes: number[] = [];
    const stop = subscribeUploads(() => changes.push(uploadProgress(file)?.percent ?? -1));
    const outer = holdUpload(file);
    outer.expect("original", 300);
    outer.expect("250", 80);
    outer.expect("100", 20);
    const inner = holdUpload(file);
    expect(inner.signal).toBe(outer.signal);
    inner.progress("original", 150);
    expect(uploadProgress(file)).toEqual({ loaded: 150, total: 400, percent: 37, cancelling: false });
    const before = uploadProgress(file);
    inner.progress("original", 100);
    expect(uploadProgress(file)).toBe(before);
    inner.progress("original", 300);
    inner.release();
    outer.progress("250", 80);
    outer.progress("100", 20);
    expect(uploadProgress(file)?.percent).toBe(100);
    outer.release();
    outer.release();
    expect(uploadProgress(file)).toBeNull();
    expect(uploadOutcome(file)).toBe("done");
    expect(changes.at(-1)).toBe(-1);
    stop();
  });

  it("cancels every request of the file once; a new upload of it starts afresh", () => {
    const file = new Blob(["x"]);
    expect(cancelUpload(file)).toBe(false);
    const hold = holdUpload(file);
    expect(cancelUpload(file)).toBe(true);
    expect(hold.signal.aborted).toBe(true);
    expect(uploadProgress(file)?.cancelling).toBe(true);
    expect(cancelUpload(file)).toBe(false);
    hold.release();
    expect(uploadOutcome(file)).toBe("cancelled");
    const again = holdUpload(file);
    expect(again.signal.aborted).toBe(false);
    again.expect("original", 10);
    again.release();
    expect(uploadOutcome(file)).toBe("failed");
  });
});
