/**
 * A small evaluator of the AWS policy language, enough for deploy/README.md's bucket and role
 * policies: Allow/Deny, Action and Resource with `*` and `?` wildcards, the Cognito `sub` policy
 * variable, and the condition operators the documents use (StringEquals, StringLike, Null, Bool,
 * ForAnyValue:StringLike). An explicit Deny wins; without an Allow the answer is an implicit deny.
 * Used by the unit test of the documents and by the storage suite's gate in front of s3rver, so
 * the requests the app really sends are judged by the documented policies.
 */
export type Statement = {
  Sid?: string;
  Effect: "Allow" | "Deny";
  Principal?: unknown;
  Action: string | string[];
  Resource: string | string[];
  Condition?: Record<string, Record<string, string | string[] | boolean>>;
};
export type Policy = { Version: string; Statement: Statement[] };

export type PolicyRequest = {
  action: string;
  /** An ARN: arn:aws:s3:::bucket/key */
  resource: string;
  /** The caller: an identity of the pool (through the role), or anonymous. */
  identityId: string | null;
  /** Condition keys of the request (`s3:if-none-match`, `aws:SecureTransport`, ...). */
  context?: Record<string, string | undefined>;
};

export type Decision = "allow" | "deny" | "implicit-deny";

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function wildcard(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${source}$`).test(value);
}

const SUB = "${cognito-identity.amazonaws.com:sub}";

function resourceMatches(pattern: string, request: PolicyRequest): boolean {
  if (pattern.includes(SUB)) {
    if (!request.identityId) return false;
    // The variable's value is literal: wildcards in it do not count.
    const [before, ...after] = pattern.split(SUB);
    const escaped = request.identityId.replace(/[*?]/g, "");
    if (escaped !== request.identityId) return false;
    return wildcard([before, ...after].join(escaped), request.resource);
  }
  return wildcard(pattern, request.resource);
}

function conditionHolds(condition: Statement["Condition"], request: PolicyRequest): boolean {
  if (!condition) return true;
  const context = { ...request.context, "cognito-identity.amazonaws.com:sub": request.identityId ?? undefined };
  return Object.entries(condition).every(([operator, tests]) =>
    Object.entries(tests).every(([key, expected]) => {
      const actual = context[key as keyof typeof context];
      const wanted = list(expected).map(String);
      switch (operator) {
        case "StringEquals":
          return actual !== undefined && wanted.includes(actual);
        case "StringLike":
        case "ForAnyValue:StringLike":
          return actual !== undefined && wanted.some((pattern) => wildcard(pattern, actual));
        case "Null":
          return wanted.every((value) => (value === "true") === (actual === undefined));
        case "Bool":
          return actual !== undefined && wanted.includes(actual);
        default:
          throw new Error(`Condition operator ${operator} is not supported by this evaluator.`);
      }
    }),
  );
}

function principalMatches(statement: Statement, kind: "identity" | "resource"): boolean {
  if (kind === "identity") return true;
  return (
    statement.Principal === "*" ||
    (typeof statement.Principal === "object" && statement.Principal !== null && (statement.Principal as { AWS?: unknown }).AWS === "*")
  );
}

function matches(statement: Statement, request: PolicyRequest, kind: "identity" | "resource"): boolean {
  return (
    principalMatches(statement, kind) &&
    list(statement.Action).some((action) => wildcard(action, request.action)) &&
    list(statement.Resource).some((resource) => resourceMatches(resource, request)) &&
    conditionHolds(statement.Condition, request)
  );
}

/**
 * The decision for a request: the role's identity policy applies to a caller with an identity,
 * the bucket policy to everyone.
 */
export function evaluate(policies: { role: Policy; bucket: Policy }, request: PolicyRequest): Decision {
  const applicable: [Policy, "identity" | "resource"][] = [[policies.bucket, "resource"]];
  if (request.identityId) applicable.push([policies.role, "identity"]);
  const statements = applicable.flatMap(([policy, kind]) => policy.Statement.filter((statement) => matches(statement, request, kind)));
  if (statements.some((statement) => statement.Effect === "Deny")) return "deny";
  return statements.some((statement) => statement.Effect === "Allow") ? "allow" : "implicit-deny";
}
