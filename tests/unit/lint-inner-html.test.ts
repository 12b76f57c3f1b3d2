// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * `dangerouslySetInnerHTML` lives in exactly one sanitising component (issue 11): the project's
 * lint configuration refuses it anywhere else, and the source holds it nowhere else.
 */
const SNIPPET = "export function Bad({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n";

describe("the inner-HTML lint rule", () => {
  const eslint = new ESLint({ cwd: process.cwd() });

  it("refuses dangerouslySetInnerHTML in any other file", async () => {
    for (const filePath of [
      "src/resources/products/bad-snippet.tsx",
      "src/components/bad-snippet.tsx",
      "tests/component/bad-snippet.test.tsx",
    ]) {
      const [result] = await eslint.lintText(SNIPPET, { filePath });
      const messages = result.messages.filter((message) => message.ruleId === "no-restricted-syntax");
      expect(
        messages.map((message) => message.message),
        filePath,
      ).toEqual([expect.stringContaining("src/components/safe-html.tsx")]);
    }
  }, 60_000);

  it("allows it in src/components/safe-html.tsx, the one component that sanitises, and nowhere else in src", async () => {
    const [result] = await eslint.lintText(SNIPPET, { filePath: "src/components/safe-html.tsx" });
    expect(result.messages.filter((message) => message.ruleId === "no-restricted-syntax")).toEqual([]);
    const sources = import.meta.glob("/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    const users = Object.entries(sources)
      .filter(([, text]) => /dangerouslySetInnerHTML\s*=/.test(text))
      .map(([path]) => path);
    expect(users).toEqual(["/src/components/safe-html.tsx"]);
  }, 60_000);
});
