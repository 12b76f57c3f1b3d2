// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The layers' boundaries (issue 31 part 3) are lint rules: src/app → src/resources →
 * src/components, src/hooks → src/providers → src/lib, src/config, src/domain, and no resource
 * folder reaching into another's. Each snippet imports a real module (the rule checks the file an
 * import resolves to), linted as if it sat at `filePath`.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const BOUNDARY_RULES = new Set(["import-x/no-restricted-paths", "no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

const refused: { name: string; filePath: string; code: string; why: string }[] = [
  {
    name: "a provider importing the app layer",
    filePath: "src/providers/auth/bad-snippet.ts",
    code: 'import { publicPages } from "@/app/public-pages";\nexport const pages = publicPages;\n',
    why: "Only src/app",
  },
  {
    name: "a resource importing the app layer",
    filePath: "src/resources/orders/bad-snippet.ts",
    code: 'import { VendorLayout } from "@/app/screens";\nexport const layout = VendorLayout;\n',
    why: "Only src/app",
  },
  {
    name: "a component importing a resource",
    filePath: "src/components/bad-snippet.ts",
    code: 'import { ordersResource } from "@/resources/orders";\nexport const orders = ordersResource;\n',
    why: "Shared code imports no resource",
  },
  {
    name: "a provider importing a hook",
    filePath: "src/providers/data/bad-snippet.ts",
    code: 'import { useAccess } from "@/hooks/use-access";\nexport const access = useAccess;\n',
    why: "sit below the React components and hooks",
  },
  {
    name: "src/lib importing a provider",
    filePath: "src/lib/bad-snippet.ts",
    code: 'import { paths } from "@/config/paths";\nimport { SUPPORTED_LANGUAGES } from "@/providers/i18n/i18n";\nexport const both = [paths, SUPPORTED_LANGUAGES];\n',
    why: "sit below the providers",
  },
  {
    name: "a resource importing another resource's folder by its alias",
    filePath: "src/resources/profile/bad-snippet.ts",
    code: 'import { usersResource } from "@/resources/users";\nexport const users = usersResource;\n',
    why: "imports no other resource's folder",
  },
  {
    name: "a resource loading another resource's page by a relative dynamic import",
    filePath: "src/resources/shop-banners/bad-snippet.ts",
    code: 'export const load = () => import("../banners/banner-list-page");\n',
    why: "imports no other resource's folder",
  },
  {
    name: "src/domain importing React",
    filePath: "src/domain/bad-snippet.ts",
    code: 'import { useState } from "react";\nexport const state = useState;\n',
    why: "src/domain is pure TypeScript",
  },
  {
    name: "the mock importing a client rule from src/domain",
    filePath: "src/mocks/handlers/bad-snippet.ts",
    code: 'import { canRejectOrder } from "@/domain/access";\nexport const rule = canRejectOrder;\n',
    why: "only the wire shapes, as `import type`",
  },
  {
    name: "the mock importing a provider, even for a type",
    filePath: "src/mocks/handlers/bad-snippet.ts",
    code: 'import type { Envelope } from "@/providers/data/envelope";\nexport type Body = Envelope<unknown>;\n',
    why: "must not import client code",
  },
];

describe("the layer boundaries' lint rules", () => {
  for (const { name, filePath, code, why } of refused) {
    it(`refuses ${name}`, async () => {
      expect(await boundaryErrors(code, filePath)).toEqual([expect.stringContaining(why)]);
    }, 60_000);
  }

  it("allows each layer's imports of the layers below it and of its own folder", async () => {
    const allowed: [filePath: string, code: string][] = [
      [
        "src/app/ok-snippet.ts",
        'import { ordersResource } from "@/resources/orders";\nimport { publicPages } from "./public-pages";\nexport const both = [ordersResource, publicPages];\n',
      ],
      [
        "src/resources/shop-banners/ok-snippet.ts",
        'import { paths } from "@/config/paths";\nimport { defineResource } from "@/resources/define-resource";\nimport { BannerList } from "@/components/banners/banner-list";\nexport const load = () => import("./shop-banner-list-page");\nexport const all = [paths, defineResource, BannerList];\n',
      ],
      [
        "src/components/ok-snippet.ts",
        'import { useAccess } from "@/hooks/use-access";\nimport { SUPPORTED_LANGUAGES } from "@/providers/i18n/i18n";\nexport const both = [useAccess, SUPPORTED_LANGUAGES];\n',
      ],
      ["src/providers/auth/ok-snippet.ts", 'import { paths } from "@/config/paths";\nexport const login = paths.login;\n'],
      [
        "src/mocks/seed/ok-snippet.ts",
        'import type { Dispute } from "@/domain/disputes";\nimport { PAGE_SIZE } from "@/config/constants";\nexport type Stored = Dispute & { store_id: number };\nexport const size = PAGE_SIZE;\n',
      ],
    ];
    for (const [filePath, code] of allowed) expect(await boundaryErrors(code, filePath), filePath).toEqual([]);
  }, 60_000);
});
