import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import type { MockOrder, MockOrderItem } from "../seed/orders-seed";

/** The receipt and the packing slip the server renders for an order: real PDFs built from its data. */
export type OrderDocumentKind = "receipt" | "packing_slip";

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.45, 0.45, 0.45);

/** Helvetica speaks WinAnsi only: anything else becomes "?" rather than failing the whole document. */
function latin(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

function amount(order: MockOrder, value: number | string): string {
  return `${order.currency} ${Number(value).toFixed(2)}`;
}

type Pen = { page: PDFPage; y: number; font: PDFFont; bold: PDFFont; doc: PDFDocument };

function line(pen: Pen, text: string, options: { x?: number; size?: number; bold?: boolean; colour?: ReturnType<typeof rgb> } = {}) {
  if (pen.y < PAGE.margin + 40) {
    pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
    pen.y = PAGE.height - PAGE.margin;
  }
  const size = options.size ?? 10;
  pen.page.drawText(latin(text), {
    x: options.x ?? PAGE.margin,
    y: pen.y,
    size,
    font: options.bold ? pen.bold : pen.font,
    color: options.colour ?? INK,
  });
}

function advance(pen: Pen, by = 16) {
  pen.y -= by;
}

function columns(pen: Pen, cells: string[], xs: number[], bold = false) {
  cells.forEach((cell, index) => line(pen, cell, { x: xs[index], bold }));
  advance(pen);
}

function items(order: MockOrder): MockOrderItem[] {
  return [...(order.shipment?.line_items ?? []), ...order.services];
}

export async function orderDocument(order: MockOrder, storeName: string, kind: OrderDocumentKind): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = kind === "receipt" ? "Receipt" : "Packing Slip";
  doc.setTitle(`${title} - Order #${order.id}`);
  doc.setAuthor(storeName);
  doc.setCreationDate(new Date(order.created_at));
  doc.setModificationDate(new Date(order.created_at));
  const pen: Pen = {
    doc,
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };

  line(pen, storeName, { size: 16, bold: true });
  line(pen, title, { size: 16, bold: true, x: PAGE.width - PAGE.margin - 120 });
  advance(pen, 24);
  line(pen, `Order #${order.id}`, { size: 12, bold: true });
  advance(pen);
  line(pen, `Placed on ${new Date(order.created_at).toUTCString()}`, { colour: MUTED });
  advance(pen, 26);

  line(pen, "Ship to", { bold: true });
  advance(pen);
  const address = order.address;
  for (const text of [
    `${address.first_name} ${address.last_name}`,
    address.address1,
    address.address2,
    address.city,
    address.contact_number,
    order.user_email,
  ]) {
    if (!text) continue;
    line(pen, text);
    advance(pen, 14);
  }
  advance(pen, 14);

  const priced = kind === "receipt";
  const xs = priced ? [PAGE.margin, 290, 390, 430, 500] : [PAGE.margin, 330, 470];
  columns(pen, priced ? ["Item", "SKU", "Qty", "Price", "Total"] : ["Item", "SKU", "Qty"], xs, true);
  for (const item of items(order)) {
    const name =
      item.orderable_type === "Service" ? item.name_en : [item.product_name_en, item.variant_name_en].filter(Boolean).join(" - ");
    const cells = [name.slice(0, 42), item.sku, String(item.quantity)];
    if (priced) cells.push(Number(item.price).toFixed(2), (Number(item.price) * item.quantity).toFixed(2));
    columns(pen, cells, xs);
  }
  advance(pen, 10);

  if (priced) {
    const discount = Number(order.discount);
    const rows: [string, string][] = [["Subtotal", amount(order, order.total_price)]];
    if (order.coupon_code) rows.push(["Coupon Code", order.coupon_code]);
    if (discount !== 0) rows.push(["Discount", amount(order, discount)]);
    rows.push(["Total (inclusive of VAT)", amount(order, Number(order.total_price) - discount)]);
    if (order.vat !== null) rows.push(["Estimated VAT", amount(order, order.vat)]);
    for (const [label, value] of rows) {
      line(pen, label, { x: 330, bold: label.startsWith("Total") });
      line(pen, value, { x: 470, bold: label.startsWith("Total") });
      advance(pen);
    }
    advance(pen, 10);
    const method = order.payment_methods.cash_on_delivery ? "Cash on delivery" : "Card";
    line(pen, `Payment: ${method}${order.dues_paid ? " (paid)" : " (due)"}`, { colour: MUTED });
  } else {
    const count = items(order).reduce((sum, item) => sum + item.quantity, 0);
    line(pen, `${count} ${count === 1 ? "unit" : "units"} in this order.`, { colour: MUTED });
  }

  return doc.save();
}
