import { useDeferredValue, type ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { Link as RouterLink } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import type { RecordShow } from "./use-record-show";

/**
 * The states every read-only detail has, around what it shows of its record: the loader while the
 * first read is under way, the error with Retry when there is no record to show, else the record.
 * A failed re-read (a poll, the read after an action) keeps the record on the page when
 * `keepOnRefreshError` is set (the page says so itself); otherwise the error takes its place.
 * The record is handed to the sections as a deferred value: the read's answer re-renders in one
 * task (React Query's subscription is never sliced), and a record of a hundred lines would freeze
 * the page for as long as its sections take to render; deferred, React renders them in slices.
 */
export function RecordShowGate<T extends BaseRecord>({
  show: { query, record },
  keepOnRefreshError = false,
  children,
}: {
  show: Pick<RecordShow<T>, "query" | "record">;
  keepOnRefreshError?: boolean;
  children: (record: T) => ReactNode;
}) {
  const shown = useDeferredValue(record);
  if (shown && (keepOnRefreshError || !query.isError)) return <>{children(shown)}</>;
  if (query.isError) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  return <PageLoader />;
}

/**
 * A read-only detail page: a back link to its list above the title, then the record's sections
 * (`children`), inside `RecordShowGate`'s loading and error states.
 */
export function ShowPage<T extends BaseRecord>({
  show,
  title,
  back,
  keepOnRefreshError,
  children,
}: {
  show: Pick<RecordShow<T>, "query" | "record">;
  title: string;
  back: { to: string; label: string };
  keepOnRefreshError?: boolean;
  children: (record: T) => ReactNode;
}) {
  return (
    <RecordShowGate show={show} keepOnRefreshError={keepOnRefreshError}>
      {(record) => (
        <Stack spacing={3}>
          <Box>
            <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
              {back.label}
            </Button>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          </Box>
          {children(record)}
        </Stack>
      )}
    </RecordShowGate>
  );
}
