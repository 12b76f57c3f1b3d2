import type { ReactNode } from "react";
import Stack from "@mui/material/Stack";

type Props = {
  /** The items, keyed, in order; null for one not rendered yet (it keeps its place in its group). */
  items: readonly ReactNode[];
  /** Items per group. */
  size?: number;
  /** The height, in px, an item is expected to take with the gap after it (a collapsed row's). */
  itemHeight: number;
  /** The gap between items, in theme spacing units. */
  spacing: number;
  /**
   * The position of an item whose group is always rendered (the one being worked in), if any:
   * what the browser does not render has no layout, and what reads it finds nothing there
   * (`innerText` is empty; the hardening suite reads what a seller sees through it).
   */
  keep?: number;
};

/**
 * A long list whose items come in groups that the browser neither lays out nor paints while
 * they are off screen (CSS `content-visibility: auto`). Every item stays in the document:
 * screen readers, keyboard order, find-in-page and focus reach them all. A page of hundreds of
 * rows (a product's variants) then costs each key typed in it what a short one does. Groups, not
 * items: the browser checks each group's visibility on every frame, and hundreds of checks cost
 * more than they save. A group's contents are clipped to it: a focus ring inside must be inset.
 */
export function OffscreenGroups({ items, size = 20, itemHeight, spacing, keep = -1 }: Props) {
  const groups: ReactNode[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size).filter((item) => item !== null));
  return (
    <Stack spacing={spacing}>
      {groups.map((group, index) =>
        group.length === 0 ? null : (
          <Stack
            key={index}
            spacing={spacing}
            // Until a group has been on screen, its height is the estimate; then the one it had.
            sx={
              index === Math.floor(keep / size)
                ? undefined
                : { contentVisibility: "auto", containIntrinsicBlockSize: `auto ${group.length * itemHeight}px` }
            }
          >
            {group}
          </Stack>
        ),
      )}
    </Stack>
  );
}
