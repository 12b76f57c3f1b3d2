import { expect, type Page } from "@playwright/test";
import { SEPARATOR } from "./hostile-inputs";

/**
 * Page-side helpers of the hostile-input spec: calls to the mock API with the stored session (as
 * the app makes them, keeping the rotated token), and checks of what a page rendered.
 */
export type ApiAnswer<T = unknown> = { status: number; body: { data: T; message?: string } | null };

/** A call to the mock API from the page, with the session's headers; the rotated token is kept. */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ([method, path, body]) => {
      const credentials = JSON.parse(localStorage.getItem("sbo.session") ?? "null") as {
        accessToken: string;
        client: string;
        uid: string;
        expiry: number;
      };
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "access-token": credentials.accessToken,
          client: credentials.client,
          uid: credentials.uid,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const token = response.headers.get("access-token")?.trim();
      const expiry = Number(response.headers.get("expiry")?.trim());
      if (token && expiry >= credentials.expiry)
        localStorage.setItem("sbo.session", JSON.stringify({ ...credentials, accessToken: token, expiry }));
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

export async function apiOk<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)?.slice(0, 300)}`).toBeLessThan(300);
  return answer.body!.data;
}

/** Elements and attributes rich text may keep once sanitised (src/domain/rich-text.ts). */
const RICH_TAGS = ["B", "STRONG", "I", "EM", "U", "P", "BR", "UL", "OL", "LI", "A", "DIV", "SPAN"];
const RICH_ATTRIBUTES = ["href", "dir", "target", "rel"];

export type RichCheck = { tag: string; problems: string[] };

/**
 * Every rendering of the rich text marked `tag` on the page: the container holding the marked
 * bold text and link. Inside it only the allowed elements and attributes remain, and the allowed
 * formatting survived: bold/strong, both lists, `dir="rtl"`, the link with
 * `rel="noopener noreferrer"` and `target="_blank"`. Returns one check per rendering found.
 */
export async function checkRichText(page: Page, tag: string): Promise<RichCheck[]> {
  return page.evaluate(
    ([tag, tags, attributes]) => {
      const bolds = Array.from(document.querySelectorAll("strong")).filter((element) => element.textContent === `HXbold-${tag}`);
      return bolds.map((bold) => {
        const problems: string[] = [];
        let container: HTMLElement | null = bold.parentElement;
        while (container && !container.textContent?.includes(`HXlink-${tag}`)) container = container.parentElement;
        if (!container) return { tag, problems: ["no container with the link"] };
        // The SafeHtml box or the editor (contenteditable) holding the paragraphs.
        const root = container.parentElement?.closest("[contenteditable]") ?? container;
        // ProseMirror's own view helpers in the editor (a <br> keeping an empty line open, an <img>
        // separating a line break from it), never part of the text: src/components/rich-text/.
        const viewHelper = (element: Element) =>
          root.matches("[contenteditable]") &&
          /^(BR|IMG)$/.test(element.tagName) &&
          /^ProseMirror-(trailingBreak|separator)$/.test(element.className) &&
          Array.from(element.attributes).every((attribute) => attribute.name === "class" || (attribute.name === "alt" && !attribute.value));
        for (const element of Array.from(root.querySelectorAll("*")).filter((candidate) => !viewHelper(candidate))) {
          if (!tags.includes(element.tagName)) problems.push(`element <${element.tagName.toLowerCase()}>`);
          for (const attribute of Array.from(element.attributes)) {
            if (!attributes.includes(attribute.name)) problems.push(`attribute ${attribute.name} on <${element.tagName.toLowerCase()}>`);
          }
          const href = element.getAttribute("href");
          if (href !== null && !/^(https?:|mailto:)/i.test(href)) problems.push(`href ${href.slice(0, 40)}`);
        }
        if (!root.querySelector(`b, strong`)) problems.push("bold lost");
        if (!Array.from(root.querySelectorAll("ul > li")).some((item) => item.textContent === `HXitem-${tag}`))
          problems.push("bulleted list lost");
        if (!Array.from(root.querySelectorAll("ol > li")).some((item) => item.textContent === `HXnum-${tag}`))
          problems.push("numbered list lost");
        if (bold.closest("[dir]")?.getAttribute("dir") !== "rtl") problems.push("dir=rtl lost");
        const link = Array.from(root.querySelectorAll("a")).find((anchor) => anchor.textContent === `HXlink-${tag}`);
        if (!link) problems.push("link lost");
        else {
          if (link.getAttribute("href") !== `https://example.com/hx-${tag}`) problems.push(`link href ${link.getAttribute("href")}`);
          if (link.getAttribute("rel") !== "noopener noreferrer") problems.push(`link rel ${link.getAttribute("rel")}`);
          if (link.getAttribute("target") !== "_blank") problems.push(`link target ${link.getAttribute("target")}`);
        }
        return { tag, problems };
      });
    },
    [tag, RICH_TAGS, RICH_ATTRIBUTES] as const,
  );
}

/** The inputs of a plain-text field that the page does not show verbatim (as text, not as markup). */
export async function missingText(page: Page, inputs: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([inputs, separator]) => {
      const text = document.body.textContent ?? "";
      const values = Array.from(document.querySelectorAll("input, textarea")).map((field) => (field as HTMLInputElement).value);
      const seen = [text, ...values].join("\n");
      return inputs.filter((input) => !seen.includes(`${separator}${input}${separator}`));
    },
    [inputs, SEPARATOR] as const,
  );
}
