import { useId, type ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** The heading's id, when something else in the card (a table) is named by it too. */
  titleId?: string;
  titleSx?: SxProps<Theme>;
};

/** A card with a heading that names it, so screen readers list it as a region (detail pages, dashboard panels). */
export function SectionCard({ title, children, titleId, titleSx = { mb: 2 } }: Props) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={titleSx}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
