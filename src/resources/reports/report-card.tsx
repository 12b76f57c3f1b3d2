import { useState } from "react";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { rangeProblem, reportQuery, type ReportDefinition, type ReportRange } from "@/domain/reports";
import { REPORT_UI } from "./report-operations";
import { calendarDate, type PickedRange } from "./picked-range";
import { ReportRangeFields } from "./report-range-fields";
import { useGenerateReport } from "./use-generate-report";

/**
 * One report: its name, what it holds, its date range where it has one (starting at the default
 * range), and Generate.
 */
export function ReportCard({ report, initialRange }: { report: ReportDefinition; initialRange: ReportRange | null }) {
  const { t } = useTranslation();
  const { operation, key } = REPORT_UI[report.id];
  const { generate, busy } = useGenerateReport();
  const [picked, setPicked] = useState<PickedRange>(() => ({
    start: initialRange ? dayjs(initialRange.start) : null,
    end: initialRange ? dayjs(initialRange.end) : null,
  }));
  const range = { start: calendarDate(picked.start), end: calendarDate(picked.end), maxStart: initialRange?.maxStart };
  const problem = initialRange ? rangeProblem(range) : null;
  const titleId = `report-${report.id}`;

  const onGenerate = () => {
    if (problem) return;
    const dates = range.start && range.end ? { start: range.start, end: range.end } : null;
    void generate(operation, reportQuery(report, dates));
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flexGrow: 1, containerType: "inline-size" }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t(`reports.cards.${key}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: initialRange ? 2 : 0 }}>
          {t(`reports.cards.${key}.description`)}
        </Typography>
        {initialRange ? (
          <ReportRangeFields
            id={report.id}
            value={picked}
            onChange={setPicked}
            maxStart={initialRange.maxStart}
            problem={problem}
            disabled={busy}
          />
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={onGenerate}
          disabled={busy || Boolean(problem)}
          aria-label={t("reports.actions.generateReport", { name: t(`reports.cards.${key}.title`) })}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={t("common.states.loading")} /> : undefined}
        >
          {t("reports.actions.generate")}
        </Button>
      </CardActions>
    </Card>
  );
}
