import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";

export type ListTab = { value: string; label: string; count?: number };

/** Status tabs of a list, each with its count when known. */
export function ListTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: ListTab[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <Tabs
      value={tabs.some((tab) => tab.value === value) ? value : false}
      onChange={(_, next: string) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`}
          sx={{ textTransform: "none" }}
        />
      ))}
    </Tabs>
  );
}
