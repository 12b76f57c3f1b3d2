import { AGREEMENT_VALUE_NAMES, type AgreementFieldMap, type AgreementValueName } from "@/config/agreement-fields";
import { AGREEMENT_TEMPLATE_KEY } from "@/config/constants";
import { env } from "@/config/env";
import { formatDateTime } from "@/domain/dates";
import { fillPdfForm, MissingPdfFieldsError, type FillOptions } from "@/lib/pdf-form";
import type { StoredObject } from "@/lib/object-storage";
import { download, upload } from "@/lib/object-transfers";

/**
 * The seller agreement (document 1 §7.2): the template is fetched from object storage, its form
 * fields are filled with the store's and the signer's details (pdf-lib; which field takes which
 * value is configuration: src/config/agreement-fields.ts, VITE_AGREEMENT_FIELDS), and the filled
 * PDF is uploaded to the agreements folder.
 */
export type AgreementDetails = {
  storeName: string;
  signatory: string;
  /** In the seller's language. */
  country: string;
  email: string;
  storeNameAr?: string;
  signatoryAr?: string;
};

/**
 * The fields the mapping names that the template lacks, when that is why filling failed: nothing a
 * retry can fix (the template or VITE_AGREEMENT_FIELDS must change). Null for any other failure.
 */
export function missingTemplateFields(error: unknown): string[] | null {
  return error instanceof MissingPdfFieldsError ? error.fields : null;
}

/** Field name → value, for the fields the mapping names. */
export function agreementFieldValues(
  details: AgreementDetails,
  acceptedAt: Date,
  fields: AgreementFieldMap = env.agreementFields,
): Record<string, string> {
  const values: Record<AgreementValueName, string> = {
    storeName: details.storeName,
    signatory: details.signatory,
    country: details.country,
    email: details.email,
    acceptedAt: formatDateTime(acceptedAt.getTime(), "en", "UTC"),
    storeNameAr: details.storeNameAr ?? "",
    signatoryAr: details.signatoryAr ?? "",
  };
  const filled: Record<string, string> = {};
  for (const name of AGREEMENT_VALUE_NAMES) {
    const field = fields[name];
    if (field !== null) filled[field] = values[name];
  }
  return filled;
}

export function fetchAgreementTemplate(): Promise<Uint8Array> {
  return download(AGREEMENT_TEMPLATE_KEY);
}

export function fillAgreement(
  template: Uint8Array,
  details: AgreementDetails,
  acceptedAt: Date,
  options: { fields?: AgreementFieldMap; loadFont?: FillOptions["loadFont"] } = {},
): Promise<Uint8Array> {
  return fillPdfForm(template, agreementFieldValues(details, acceptedAt, options.fields), { readOnly: true, loadFont: options.loadFont });
}

export function uploadAgreement(bytes: Uint8Array): Promise<StoredObject> {
  return upload({ body: bytes, contentType: "application/pdf", extension: "pdf" }, "agreements");
}
