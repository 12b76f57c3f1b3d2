import { SERVICE_IMPORT_SPEC } from "@/domain/services-import";
import { CatalogueListActions } from "@/components/catalogue/catalogue-list-actions";
import { session } from "@/providers/auth/session";

/**
 * The catalogue's buttons (document 2 §2): Create New Service and Bulk import Services (the shared
 * modal with Start Import, no New/Existing choice, the store id sent with the import, §7).
 */
export function ServiceListActions({ first = false }: { first?: boolean }) {
  return <CatalogueListActions resource="services" first={first} importSpec={SERVICE_IMPORT_SPEC} storeId={session.store()?.id} />;
}
