import type { ReactNode } from "react";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";

/**
 * One group of a bulk run's summary (skipped, refused, failed): a region named by its heading,
 * one line per record with its reason (the server's words kept in their own direction).
 */
export function BulkOutcomeList({
  title,
  items,
  error = false,
}: {
  title: string;
  items: readonly { key: number | string; label: ReactNode; reason: ReactNode }[];
  error?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h4" color={error ? "error" : undefined}>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.key} disableGutters>
            {item.label} <bdi>{item.reason}</bdi>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
