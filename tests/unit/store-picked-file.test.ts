import { describe, expect, it, vi } from "vitest";
import { StorageError } from "@/lib/object-storage";
import { storePickedFile } from "@/lib/object-transfers";

const file = new File(["logo"], "logo.png", { type: "image/png" });

describe("storing a form's picked file on save", () => {
  it("returns what was stored and says nothing", async () => {
    const onUploadError = vi.fn();
    const stored = await storePickedFile(file, async (picked) => ({ name: picked.name }), onUploadError);
    expect(stored).toEqual({ name: "logo.png" });
    expect(onUploadError).not.toHaveBeenCalled();
  });

  it("stops the save and says the upload failed when storing fails", async () => {
    const onUploadError = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const stored = await storePickedFile(file, () => Promise.reject(new StorageError("refused", "request")), onUploadError);
    expect(stored).toBeNull();
    expect(onUploadError).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it("stops the save without a message when the seller cancelled the upload", async () => {
    const onUploadError = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const stored = await storePickedFile(file, () => Promise.reject(new StorageError("cancelled", "cancelled")), onUploadError);
    expect(stored).toBeNull();
    expect(onUploadError).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
