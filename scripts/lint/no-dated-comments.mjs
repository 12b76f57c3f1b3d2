// A comment says why the code is as it is, never when something happened: dates, CI runs, commit
// hashes and one machine's timings go stale the day they are written, and the history is in git.
// Used as an ESLint rule (eslint.config.js) and, for shell scripts ESLint cannot read, by
// tests/unit/dated-comments.test.ts.

/** What a dated comment looks like, each with the reason the rule gives. */
export const DATED_PATTERNS = [
  [/\b20\d\d-[01]\d-[0-3]\d\b(?!T)/, "a date"],
  [/\bstop \d+\b/i, "a work session's number"],
  [/\bCI run\b|\bin CI on\b|\bCI on\b/i, "a CI run"],
  [/(?<![\w#&/:.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/, "a commit hash"],
  [/\b(this|that|my|a faster|a slower) machine\b|\bon \d+ (busy )?cores\b/i, "one machine's speed"],
];

/**
 * The reason `text` (a comment's text) is dated, or undefined. Code quoted in backticks is an
 * example, not history: a date format quoted in backticks passes.
 */
export function datedCommentProblem(text) {
  const prose = text.replace(/`[^`\n]*`/g, "``");
  for (const [pattern, reason] of DATED_PATTERNS) {
    const match = pattern.exec(prose);
    if (match) return `${reason} ("${match[0]}")`;
  }
  return undefined;
}

/** The ESLint rule: every comment of the file, block or line. */
const noDatedComments = {
  meta: {
    type: "suggestion",
    docs: { description: "Comments say why, never when: no dates, CI runs, commit hashes or machine speeds" },
    schema: [],
    messages: { dated: "Comments say why, never when: this one holds {{problem}}. The history is in git." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const problem = datedCommentProblem(comment.value);
          if (problem) context.report({ loc: comment.loc, messageId: "dated", data: { problem } });
        }
      },
    };
  },
};

/** The project's local ESLint plugin. */
export const localPlugin = { meta: { name: "local" }, rules: { "no-dated-comments": noDatedComments } };
