// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { session } from "@/providers/auth/session";
import { wizardDraftName } from "@/resources/create-store/use-step-form";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("wizard drafts in session storage", () => {
  it("are kept per step and user under sbo.draft.wizard.<step>.<user>", () => {
    session.saveDraft(wizardDraftName("store"), { name_en: "Palm" });
    expect(sessionStorage.getItem("sbo.draft.wizard.store.anonymous")).toBe(JSON.stringify({ name_en: "Palm" }));
    expect(wizardDraftName("bank", "Vendor@Demo.test")).toBe("wizard.bank.vendor%40demo.test");
    expect(session.draft(wizardDraftName("bank"))).toBeNull();
    session.removeDraft(wizardDraftName("store"));
    expect(sessionStorage.getItem("sbo.draft.wizard.store.anonymous")).toBeNull();
  });

  it("go on sign-out (session.clear) but survive a clear that keeps them (a 401 in the wizard)", () => {
    session.setWizardStep(3);
    session.saveDraft(wizardDraftName("documents"), { license_no: "CN-1" });
    sessionStorage.setItem("sbo.other", "x");
    session.clear({ keepDrafts: true });
    expect(session.draft(wizardDraftName("documents"))).toEqual({ license_no: "CN-1" });
    expect(sessionStorage.getItem("sbo.other")).toBeNull();
    expect(session.wizardStep()).toBe(1);
    session.clear();
    expect(session.draft(wizardDraftName("documents"))).toBeNull();
  });

  it("ignore a corrupt draft", () => {
    sessionStorage.setItem("sbo.draft.wizard.vat.anonymous", "{not json");
    expect(session.draft(wizardDraftName("vat"))).toBeNull();
  });
});
