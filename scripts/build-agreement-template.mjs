// Builds the seller agreement template the mock object store is seeded with and writes it, as
// base64, to src/mocks/seed/agreement-template.ts. Run: `node scripts/build-agreement-template.mjs`.
// Deterministic: fixed metadata dates, so the output only changes when this script does.
import { writeFileSync } from "node:fs";
import { PDFDocument, StandardFonts, rgb } from "@cantoo/pdf-lib";

const FIELDS = ["store_name", "signatory_name", "country", "email", "date"];

const CLAUSES = [
  [
    "1. Parties",
    "This Seller Agreement is made between the Marketplace operator and the Seller named on the last page of this document, who opens a store on the Marketplace to sell products and services to customers in the United Arab Emirates, the Kingdom of Saudi Arabia and Egypt.",
  ],
  [
    "2. The store",
    "The Seller keeps the store's details, catalogue, prices and stock accurate and up to date. Listings are in English, with Arabic alongside where provided. The Marketplace may review, suspend or remove a listing that breaks its policies or the law.",
  ],
  [
    "3. Orders and fulfilment",
    "The Seller processes each order promptly, ships it in the time shown to the customer and keeps the order status current. A pending order may be rejected only where the store is allowed to reject orders.",
  ],
  [
    "4. Returns and disputes",
    "The Seller honours the Marketplace's return policy, answers disputes opened by customers within the stated time, and accepts the Marketplace's decision on a dispute it settles.",
  ],
  [
    "5. Fees and payouts",
    "The Marketplace deducts its commission and any applicable fees from each sale and pays the balance to the bank account the Seller provided, after the return period ends. The Seller is responsible for the VAT it declares.",
  ],
  [
    "6. Content and intellectual property",
    "The Seller owns or is licensed to use every image, text and trademark it uploads, and grants the Marketplace the right to display them to promote the store and its products.",
  ],
  [
    "7. Customer data",
    "The Seller uses customer data only to fulfil orders and answer customers, keeps it confidential, and deletes it when it is no longer needed.",
  ],
  [
    "8. Compliance",
    "The Seller holds a valid trade licence, complies with consumer-protection, tax and product-safety law in each country it sells in, and does not list prohibited or counterfeit goods.",
  ],
  [
    "9. Term and termination",
    "This agreement starts when the Marketplace approves the store and continues until either party ends it with written notice. The Marketplace may close a store at once for a serious breach.",
  ],
  [
    "10. Liability",
    "Neither party is liable for indirect losses. The Seller indemnifies the Marketplace against claims arising from its products, services or listings.",
  ],
  [
    "11. Changes",
    "The Marketplace may update this agreement and will notify the Seller by e-mail. Continuing to sell after a change takes effect means accepting it.",
  ],
  [
    "12. Governing law",
    "This agreement is governed by the laws of the country where the store is registered, and its courts have jurisdiction over any dispute that cannot be settled amicably.",
  ],
];

function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const doc = await PDFDocument.create();
doc.setTitle("Seller Agreement");
doc.setCreator("seller-back-office mock");
doc.setProducer("pdf-lib");
doc.setCreationDate(new Date("2026-11-01T09:00:00.000Z"));
doc.setModificationDate(new Date("2026-11-01T09:00:00.000Z"));
const font = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
const [W, H, M] = [595, 842, 56];

const perPage = [CLAUSES.slice(0, 5), CLAUSES.slice(5, 10), CLAUSES.slice(10)];
perPage.forEach((clauses, index) => {
  const page = doc.addPage([W, H]);
  let y = H - M;
  if (index === 0) {
    page.drawText("Seller Agreement", { x: M, y: y - 8, size: 22, font: bold });
    y -= 48;
  }
  for (const [title, body] of clauses) {
    page.drawText(title, { x: M, y, size: 13, font: bold });
    y -= 20;
    for (const line of wrap(body, font, 11, W - 2 * M)) {
      page.drawText(line, { x: M, y, size: 11, font, color: rgb(0.15, 0.15, 0.15) });
      y -= 16;
    }
    y -= 14;
  }
  page.drawText(`Page ${index + 1} of ${perPage.length}`, { x: W / 2 - 30, y: 28, size: 9, font });
});

// Signature block on the last page: one AcroForm text field per detail the wizard fills.
const last = doc.getPage(doc.getPageCount() - 1);
const form = doc.getForm();
let y = 420;
last.drawText("Signed for the Seller", { x: M, y: y + 40, size: 13, font: bold });
const labels = { store_name: "Store", signatory_name: "Authorised signatory", country: "Country", email: "E-mail", date: "Accepted on" };
for (const name of FIELDS) {
  last.drawText(labels[name], { x: M, y: y + 6, size: 11, font });
  const field = form.createTextField(name);
  field.addToPage(last, { x: M + 140, y, width: W - 2 * M - 140, height: 22, font, borderWidth: 0 });
  field.setFontSize(11);
  y -= 36;
}
form.updateFieldAppearances(font);

const bytes = await doc.save({ useObjectStreams: false });
const base64 = Buffer.from(bytes).toString("base64");
const lines = base64.match(/.{1,120}/g).map((chunk) => `  "${chunk}",`);
const source = `// Generated by scripts/build-agreement-template.mjs: do not edit by hand.
/** The seller agreement template (a ${doc.getPageCount()}-page PDF, ${bytes.length} bytes) with AcroForm text fields ${FIELDS.join(", ")}. */
export const AGREEMENT_TEMPLATE_FIELDS = ${JSON.stringify(FIELDS)} as const;

export const AGREEMENT_TEMPLATE_BASE64 = [
${lines.join("\n")}
].join("");
`;
writeFileSync(new URL("../src/mocks/seed/agreement-template.ts", import.meta.url), source);
console.log(`agreement template: ${doc.getPageCount()} pages, ${bytes.length} bytes`);
