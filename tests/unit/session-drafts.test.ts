// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { session } from "@/providers/auth/session";
import { clearDraft, readDraft, saveDraft } from "@/resources/create-store/wizard-draft";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("wizard drafts in session storage", () => {
  it("are kept per step and user under sbo.draft.wizard.<step>.<user>, sanitised, and removed once saved", () => {
    saveDraft("store", { name_en: "Palm", logo_image: new File([], "logo.png"), password: "x" });
    expect(sessionStorage.getItem("sbo.draft.wizard.store.anonymous")).toBe(JSON.stringify({ name_en: "Palm" }));
    expect(readDraft("store")).toEqual({ name_en: "Palm" });
    expect(readDraft("bank")).toEqual({});
    clearDraft("store");
    expect(sessionStorage.getItem("sbo.draft.wizard.store.anonymous")).toBeNull();
  });

  it("go on sign-out (session.clear) but survive a clear that keeps them (a 401 in the wizard)", () => {
    session.setWizardStep(3);
    saveDraft("documents", { license_no: "CN-1" });
    sessionStorage.setItem("sbo.other", "x");
    session.clear({ keepDrafts: true });
    expect(readDraft("documents")).toEqual({ license_no: "CN-1" });
    expect(sessionStorage.getItem("sbo.other")).toBeNull();
    expect(session.wizardStep()).toBe(1);
    session.clear();
    expect(readDraft("documents")).toEqual({});
  });

  it("ignore a corrupt draft", () => {
    sessionStorage.setItem("sbo.draft.wizard.vat.anonymous", "{not json");
    expect(readDraft("vat")).toEqual({});
  });
});
