import { act, cleanup as cleanupRender, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { useForm, useWatch, type UseFormGetValues } from "react-hook-form";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { createAppServices } from "@/app/app-services";
import { FormRichText } from "@/components/rich-text/form-rich-text";

type Values = { text_en: string; text_ar: string };

/** One form with an English and an Arabic rich-text field; the stored values are shown as the form holds them. */
function Harness({ initial, error }: { initial?: Partial<Values>; error?: string }) {
  const { control, reset, setError } = useForm<Values>({ defaultValues: { text_en: "", text_ar: "", ...initial } });
  const [english, arabic] = useWatch({ control, name: ["text_en", "text_ar"] });
  return (
    <form>
      <FormRichText control={control} name="text_en" label="Description (English)" required />
      <FormRichText control={control} name="text_ar" label="Description (Arabic)" arabic />
      <output data-testid="en">{english}</output>
      <output data-testid="ar">{arabic}</output>
      <button
        type="button"
        onClick={() => reset({ text_en: '<p dir="rtl">From the <b>server</b><img src=x onerror="alert(1)"></p>', text_ar: "" })}
      >
        Load record
      </button>
      <button type="button" onClick={() => setError("text_en", { message: error ?? "validation.required" })}>
        Fail
      </button>
    </form>
  );
}

async function renderEditor(initial?: Partial<Values>) {
  const { i18n } = createAppServices("/api/v1");
  const user = userEvent.setup();
  await act(async () =>
    render(
      <I18nextProvider i18n={i18n}>
        <Harness initial={initial} />
      </I18nextProvider>,
    ),
  );
  const english = await screen.findByRole("textbox", { name: /^Description \(English\)/ }, { timeout: 10_000 });
  return { user, english, stored: () => screen.getByTestId("en").textContent };
}

/** Reads the form's value in its own cleanup, as a form writing its draft when it unmounts does. */
function ReadOnLeave({ getValues, onLeave }: { getValues: UseFormGetValues<Values>; onLeave: (value: string) => void }) {
  useEffect(() => () => onLeave(getValues("text_en")), [getValues, onLeave]);
  return null;
}

function LeavingForm({ onLeave }: { onLeave: (value: string) => void }) {
  const [shown, setShown] = useState(true);
  const { control, getValues } = useForm<Values>({ defaultValues: { text_en: "", text_ar: "" } });
  return (
    <>
      {shown ? (
        <form>
          <ReadOnLeave getValues={getValues} onLeave={onLeave} />
          <FormRichText control={control} name="text_en" label="Description (English)" />
        </form>
      ) : null}
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
    </>
  );
}

/** Holds the next frames (the editor tells the form after a frame), until the returned release. */
function holdFrames() {
  const held = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
  return () => held.mockRestore();
}

/** The formatting elements around the stored text, outermost first. */
function formatting(html: string | null): string[] {
  const holder = document.createElement("div");
  holder.innerHTML = html ?? "";
  return Array.from(holder.querySelectorAll("p *"))
    .map((element) => element.tagName)
    .sort((x, y) => ["STRONG", "EM", "U"].indexOf(x) - ["STRONG", "EM", "U"].indexOf(y));
}

const toolbar = (field: string) => screen.getByRole("toolbar", { name: `Formatting: ${field}` });

describe("the rich-text editor (Tiptap)", { timeout: 30_000 }, () => {
  it("stores what the seller types, formatted with the toolbar and the shortcuts", async () => {
    const { user, english, stored } = await renderEditor();
    // Text goes in as a paste: jsdom has no text input of its own that ProseMirror could follow.
    await user.click(english);
    await user.paste("Plain bold");
    await waitFor(() => expect(stored()).toBe("<p>Plain bold</p>"));
    expect(within(toolbar("Description (English)")).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    await user.keyboard("{Control>}a{/Control}{Control>}b{/Control}");
    await waitFor(() => expect(stored()).toBe("<p><strong>Plain bold</strong></p>"));
    expect(within(toolbar("Description (English)")).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Italic" }));
    await user.keyboard("{Control>}u{/Control}");
    await waitFor(() => expect(formatting(stored())).toEqual(["STRONG", "EM", "U"]));
    expect(within(toolbar("Description (English)")).getByRole("button", { name: "Underline" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Bulleted list" }));
    await waitFor(() => expect(stored()).toMatch(/^<ul><li><p>.*Plain bold.*<\/p><\/li><\/ul>$/));
    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Numbered list" }));
    await waitFor(() => expect(stored()).toMatch(/^<ol><li><p>/));

    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Clear formatting" }));
    await waitFor(() => expect(stored()).toBe("<p>Plain bold</p>"));
  });

  it("stores an editor left with an empty paragraph as empty (the Arabic then falls back to the English)", async () => {
    const { user, english, stored } = await renderEditor({ text_en: "<p>Gone soon</p>" });
    expect(english).toHaveTextContent("Gone soon");
    await user.click(english);
    await user.keyboard("{Control>}a{/Control}{Backspace}");
    await waitFor(() => expect(stored()).toBe(""));
    expect(english.innerHTML).toMatch(/^<p>(<br[^>]*>)?<\/p>$/);
  });

  it("keeps only the allowed tags of pasted HTML", async () => {
    const { user, english, stored } = await renderEditor();
    await user.click(english);
    const html =
      '<h1>Title</h1><p style="color:red" onclick="alert(1)">Hi <img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="https://shop.test">good</a><script>alert(1)</script></p>';
    const clipboard = { "text/html": html, "text/plain": "Title Hi bad good" };
    fireEvent.paste(english, {
      clipboardData: {
        types: Object.keys(clipboard),
        files: [],
        items: [],
        getData: (type: keyof typeof clipboard) => clipboard[type] ?? "",
      },
    });
    await waitFor(() => expect(stored()).toContain("good"));
    const kept = stored() ?? "";
    expect(kept).not.toMatch(/<(h1|img|script)|onclick|onerror|style=|javascript:/i);
    expect(kept).toContain('<a target="_blank" rel="noopener noreferrer" href="https://shop.test">good</a>');
    expect(english.querySelector("img, script, h1, [onclick], [style]")).toBeNull();
  });

  it("loads a value from elsewhere sanitised, and shows the field's error", async () => {
    const { user, english } = await renderEditor();
    await user.click(screen.getByRole("button", { name: "Load record" }));
    await waitFor(() => expect(english).toHaveTextContent("From the server"));
    expect(english.querySelector("strong")).toHaveTextContent("server");
    expect(english.querySelector("img")).toBeNull();
    expect(english.querySelector("p")).toHaveAttribute("dir", "rtl");

    expect(english).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Fail" }));
    await waitFor(() => expect(english).toHaveAttribute("aria-invalid", "true"));
    expect(english).toHaveAccessibleDescription("Required");
    expect(english).toHaveAttribute("aria-required", "true");
  });

  it("inserts only http, https or mailto links, from the button or Ctrl+K", async () => {
    const { user, english, stored } = await renderEditor();
    await user.click(english);
    await user.paste("Shop");
    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Insert link" }));
    const address = await screen.findByRole("textbox", { name: "Link address" });
    await user.clear(address);
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Enter an http, https or mailto link")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument());
    expect(stored()).toBe("<p>Shop</p>");

    await user.click(english);
    await user.keyboard("{Control>}a{/Control}{Control>}k{/Control}");
    const again = await screen.findByRole("textbox", { name: "Link address" });
    await user.clear(again);
    await user.type(again, "https://shop.test/{Enter}");
    await waitFor(() => expect(stored()).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://shop.test/">Shop</a></p>'));
    await waitFor(() => expect(english).toHaveFocus());

    await user.click(within(toolbar("Description (English)")).getByRole("button", { name: "Remove link" }));
    await waitFor(() => expect(stored()).toBe("<p>Shop</p>"));
  });

  it("has told the form the last key by the time the field loses focus or the form goes", async () => {
    const { user, english, stored } = await renderEditor();
    await user.click(english);
    const release = holdFrames();
    await user.paste("Last words");
    act(() => english.blur());
    expect(stored()).toBe("<p>Last words</p>");
    release();

    const { i18n } = createAppServices("/api/v1");
    const left: string[] = [];
    cleanupRender();
    await act(async () =>
      render(
        <I18nextProvider i18n={i18n}>
          <LeavingForm onLeave={(value) => left.push(value)} />
        </I18nextProvider>,
      ),
    );
    const field = await screen.findByRole("textbox", { name: "Description (English)" }, { timeout: 10_000 });
    await user.click(field);
    const releaseAgain = holdFrames();
    await user.paste("Typed before a 401");
    // The form goes without the field losing focus first (a 401 leaving the screen).
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    releaseAgain();
    expect(left).toEqual(["<p>Typed before a 401</p>"]);
  });

  it("runs the Arabic field right to left, named by its label", async () => {
    const { user } = await renderEditor();
    const arabic = screen.getByRole("textbox", { name: "Description (Arabic)" });
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("lang", "ar");
    expect(arabic).toHaveAttribute("contenteditable", "true");
    expect(toolbar("Description (Arabic)").closest("[dir]")).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("textbox", { name: /^Description \(English\)/ })).toHaveAttribute("dir", "ltr");
    await user.click(arabic);
    await user.paste("وصف");
    await waitFor(() => expect(screen.getByTestId("ar")).toHaveTextContent("<p>وصف</p>"));
  });
});
