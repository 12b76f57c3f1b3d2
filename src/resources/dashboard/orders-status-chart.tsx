import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { formatNumber } from "@/domain/money";

export type ChartRow = { status: string; label: string; count: number };

/**
 * The bar chart of orders by status (MUI X Charts, loaded lazily by OrdersByStatus): one horizontal
 * bar per status, the statuses down the side. Mirrored in Arabic: the statuses on the right and the
 * bars growing leftwards. The numbers are also in the
 * table beside it, so the drawing itself is one image for assistive technology.
 */
export default function OrdersStatusChart({
  rows,
  height,
  locale,
  label,
}: {
  rows: ChartRow[];
  height: number;
  locale: string;
  label: string;
}) {
  const rtl = useTheme().direction === "rtl";
  return (
    <Box role="img" aria-label={label} sx={{ minWidth: 0 }}>
      <Box aria-hidden="true">
        <BarChart
          height={height}
          skipAnimation
          hideLegend
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: rows.map((row) => row.label), position: rtl ? "right" : "left", width: 130 }]}
          xAxis={[{ reverse: rtl, tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value, locale) }]}
          series={[{ data: rows.map((row) => row.count), label, valueFormatter: (value) => formatNumber(value, locale) }]}
        />
      </Box>
    </Box>
  );
}
