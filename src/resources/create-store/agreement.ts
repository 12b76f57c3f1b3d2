import { AGREEMENT_TEMPLATE_KEY } from "@/config/constants";
import { formatDateTime } from "@/domain/dates";
import { fillPdfForm } from "@/lib/pdf-form";
import { download, upload, type StoredObject } from "@/lib/object-storage";

/**
 * The seller agreement (document 1 §7.2): the template is fetched from object storage, its form
 * fields are filled with the store's and the signer's details (pdf-lib), and the filled PDF is
 * uploaded to the agreements folder.
 */
export type AgreementDetails = { storeName: string; signatory: string; country: string; email: string };

/** The template's AcroForm text fields (src/mocks/seed/agreement-template.ts is built with these). */
export function agreementFieldValues(details: AgreementDetails, acceptedAt: Date): Record<string, string> {
  return {
    store_name: details.storeName,
    signatory_name: details.signatory,
    country: details.country,
    email: details.email,
    date: formatDateTime(acceptedAt.getTime(), "en", "UTC"),
  };
}

export function fetchAgreementTemplate(): Promise<Uint8Array> {
  return download(AGREEMENT_TEMPLATE_KEY);
}

export function fillAgreement(template: Uint8Array, details: AgreementDetails, acceptedAt: Date): Promise<Uint8Array> {
  return fillPdfForm(template, agreementFieldValues(details, acceptedAt), { readOnly: true });
}

export function uploadAgreement(bytes: Uint8Array): Promise<StoredObject> {
  return upload({ body: bytes, contentType: "application/pdf", extension: "pdf" }, "agreements");
}
