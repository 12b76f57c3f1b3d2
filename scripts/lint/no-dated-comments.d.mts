/** What a dated comment looks like, each with the reason the rule gives. */
export const DATED_PATTERNS: ReadonlyArray<readonly [RegExp, string]>;
/** The reason a comment's text is dated, or undefined. */
export function datedCommentProblem(text: string): string | undefined;
/** The project's local ESLint plugin (the rule `local/no-dated-comments`). */
export const localPlugin: { meta: { name: string }; rules: Record<string, unknown> };
