import { memo, useDeferredValue } from "react";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useNavigation } from "@refinedev/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { attentionLink, type AttentionCounts, type AttentionItem, type AttentionKey } from "@/domain/attention";
import { formatNumber } from "@/domain/money";
import { useFormatLocale } from "@/hooks/use-format-locale";
import { useAttentionCounts } from "./use-attention-counts";

/**
 * "Needs attention" (issue 19 item 6): orders pending, open disputes, returns requested, inactive
 * and uncategorized products, each a link to its list filtered to them. A count whose call failed
 * shows "—" (the failure itself is told by the app's toast); the rest of the dashboard stays.
 */
export const AttentionPanel = memo(function AttentionPanel() {
  // Each count's answer renders the list again in a transition, in slices (src/hooks/use-deferred-read.ts).
  const { items, counts, loading } = useDeferredValue(useAttentionCounts());
  return <AttentionList items={items} counts={counts} loading={loading} />;
});

const AttentionList = memo(function AttentionList({
  items,
  counts,
  loading,
}: {
  items: AttentionItem[];
  counts: AttentionCounts;
  loading: Record<AttentionKey, boolean>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { listUrl } = useNavigation();
  return (
    <SectionCard title={t("dashboard.attention.title")} titleSx={{ fontWeight: 700, mb: 1 }}>
      <List disablePadding>
        {items.map((item) => {
          const count = counts[item.key];
          return (
            <ListItem key={item.key} disablePadding>
              <ListItemButton component={Link} to={attentionLink(listUrl(item.resource), item)} sx={{ borderRadius: 1, gap: 2 }}>
                <ListItemText primary={t(`dashboard.attention.${item.key}`)} />
                {loading[item.key] ? (
                  <Skeleton width={32} />
                ) : (
                  <Typography
                    component="span"
                    sx={{ fontWeight: 700, minWidth: 32, textAlign: "end" }}
                    dir="ltr"
                    title={count === null ? t("dashboard.attention.unknown") : undefined}
                  >
                    {formatNumber(count, locale)}
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </SectionCard>
  );
});
