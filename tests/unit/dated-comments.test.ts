// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { datedCommentProblem } from "../../scripts/lint/no-dated-comments.mjs";

/**
 * Comments say why, never when: the lint rule `local/no-dated-comments` (scripts/lint/) refuses a
 * comment holding a date, a build's run, a commit hash or one machine's speed, and the shell files ESLint
 * cannot read are held to the same rule here.
 */
const DATED = [
  "// Measured on 2026-11-27: 647 s.",
  "/* The tree that last passed (f760b51) fails the same way. */",
  "// A starved CI run took 19 s.",
  "/** 11 to 19 ms on this machine. */",
  "// About 28 minutes on 2 cores.",
  "// Found at stop 28.",
];
const PLAIN = [
  "// Dates are sent as ISO 8601 UTC (`2026-05-01T09:00:00.000Z`); an order's `created_at` too.",
  "/** Two workers: the server and the browsers share a small runner's cores. */",
  "// A colour such as #ffffff, a UUID such as 00000000-0000-4000-8000-0000000000de, a size of 5242880 bytes.",
];

describe("the dated-comment lint rule", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const ruleMessages = async (comment: string, filePath: string) => {
    const [result] = await eslint.lintText(`${comment}\nexport const value = 1;\n`, { filePath });
    return result.messages.filter((message) => message.ruleId === "local/no-dated-comments");
  };

  it("fires on a comment that says when, in the app, its tests and its scripts", async () => {
    for (const [index, comment] of DATED.entries()) {
      const filePath = ["src/domain/dated-snippet.ts", "tests/unit/dated-snippet.test.ts", "scripts/dated-snippet.mjs"][index % 3];
      expect(await ruleMessages(comment, filePath), comment).toEqual([expect.objectContaining({ severity: 2 })]);
    }
  }, 60_000);

  it("does not fire on a comment that says why, or quotes a date as an example", async () => {
    for (const comment of PLAIN) expect(await ruleMessages(comment, "src/domain/dated-snippet.ts"), comment).toEqual([]);
  }, 60_000);

  it("holds the shell and nginx files' comments to the same rule", () => {
    const files = [
      ".ci/run",
      ...readdirSync("scripts", { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".sh"))
        .map((file) => `scripts/${file}`),
      ...readdirSync("deploy/nginx").map((file) => `deploy/nginx/${file}`),
    ];
    const dated = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const comment = /^\s*#(?!!)(.*)$/.exec(line)?.[1];
          const problem = comment === undefined ? undefined : datedCommentProblem(comment);
          return problem ? [`${file}:${index + 1}: ${problem}`] : [];
        }),
    );
    expect(dated).toEqual([]);
    expect(datedCommentProblem(" About 52 minutes today (2026-11-27).")).toBeDefined();
  });
});
