import { db } from "../db";
import type { MockStore } from "../seed/shell-seed";
import type { MockService } from "../seed/services-seed";
import { serviceErrors, toStoredService, type ServiceBody } from "./services-write";
import { catalogueDetail, catalogueHandlers } from "./catalogue-handlers";

/**
 * The server's service endpoints (document 2 §7), written from the spec independently of the
 * client: the catalogue's list, tabs and CRUD shared with products (catalogue-handlers.ts), with
 * the service's validation (422), and related services (the active services of the store). The
 * bulk import of services is the one `common/bulk_imports/import` handler in products-handlers.ts.
 */
function listItem(service: MockService) {
  const { id, name_en, status, featured_image, featured_image_resized } = service;
  return { id, name_en, status, featured_image, featured_image_resized };
}

const detail = (service: MockService) => catalogueDetail(service, db.state.services);

const own = (store: MockStore) => db.state.services.filter((service) => service.store_id === store.id);

export const servicesHandlers = catalogueHandlers<MockService, ServiceBody>({
  path: "services",
  rows: () => db.state.services,
  listItem,
  detail,
  errors: (input, existing, store) =>
    serviceErrors(input, existing, {
      categories: db.state.categories.filter((category) => category.country_id === store.country_id),
      products: db.state.products.filter((product) => product.store_id === store.id),
      services: own(store),
    }),
  toStored: toStoredService,
  remove: (service) => {
    db.state.services = db.state.services.filter((other) => other.id !== service.id);
    for (const other of db.state.services) other.related_service_ids = other.related_service_ids.filter((id) => id !== service.id);
    for (const product of db.state.products) product.related_service_ids = product.related_service_ids.filter((id) => id !== service.id);
  },
  related: { related_services: () => true },
});
