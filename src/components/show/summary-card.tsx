import type { ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { DetailFields, type DetailField } from "@/components/detail-fields";

/**
 * The top card of a show page: a region named `label` (no heading of its own, the page title is
 * one) with the record's key fields in up to three columns, then `children` (its actions, a text).
 */
export function SummaryCard({ label, fields, children }: { label: string; fields: DetailField[]; children?: ReactNode }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <DetailFields columns={3} fields={fields} />
        {children}
      </CardContent>
    </Card>
  );
}
