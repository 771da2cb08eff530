/**
 * The head of an admin table: a column header for each name (`cell` spaces them as the table's
 * cells), and a last, unnamed one for the row's buttons.
 */
export function AdminTableHead({
  columns,
  cell = "py-2 pe-3",
  className = "border-b text-start text-muted-foreground",
}: {
  columns: readonly string[];
  cell?: string;
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={`${cell} text-start font-medium`}>
            {column}
          </th>
        ))}
        <th scope="col" className={`${cell} text-end font-medium`}>
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
