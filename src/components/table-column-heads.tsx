import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

type Column = { label: string; align?: "left" | "right" };

/** A small table's head: one column header cell (`th`, scope col) per column. */
export function TableColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.label} component="th" scope="col" align={column.align}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
