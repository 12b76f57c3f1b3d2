import type { ImportDataType, ImportSpec } from "./bulk-import";
import { PRODUCT_IMPORT_SPEC } from "./products-import";
import { SERVICE_IMPORT_SPEC } from "./services-import";

/** The columns of each import by its data_type (a worker gets the name, not the spec's functions). */
export const IMPORT_SPECS: Record<ImportDataType, ImportSpec> = {
  products: PRODUCT_IMPORT_SPEC,
  services: SERVICE_IMPORT_SPEC,
};
