import { getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type OnChangeFn } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { TableFrame } from './TableFrame';

/** Props of a virtualised table. */
export interface VirtualTableProps<T> {
  /** Accessible name of the table (its caption, visually hidden). */
  caption: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  /** Stable id of a row (for selection and React keys). */
  rowId: (row: T) => string;
  /** Called when the last rendered row is near the end of the loaded rows (load the next page). */
  onNearEnd?: () => void;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Under the table: counts, loading state. */
  footer?: ReactNode;
}

const ROW_HEIGHT = 38;

/**
 * What a column's `meta` may say to the table: `ariaSort`, the header's sort state; `nowrap`, a cell that keeps its
 * value on one line (a date, a key, a team or user name: words the browser would otherwise break at their hyphens).
 */
export interface VirtualColumnMeta {
  ariaSort?: 'ascending' | 'descending';
  nowrap?: boolean;
}

const metaOf = <T,>(column: ColumnDef<T, unknown>) => column.meta as VirtualColumnMeta | undefined;

/**
 * What a header or cell definition renders: a renderer is called as a plain function, not mounted as a component as
 * TanStack's flexRender does. The list pages build their columns on every render, so a renderer is a new function
 * each time; mounted as a component, that new identity would remount the cell and lose what it holds (an open row
 * dialog, the focus of a checkbox). Renderers therefore use no hooks; a cell with state renders a component.
 */
function rendered<Context>(definition: string | ((context: Context) => unknown) | undefined, context: Context): ReactNode {
  return (typeof definition === 'function' ? definition(context) : definition) as ReactNode;
}

/** The space of the rows not rendered above or below the window, hidden from assistive technology; nothing when 0 px. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * A real `<table>` (TanStack Table's headless model) whose body renders only the rows in view (TanStack Virtual),
 * with spacer rows above and below: thousands of rows scroll smoothly (docs/decisions/0018) and keep the table semantics.
 * Sorting and filtering happen on the server; the table only shows what it is given.
 */
export function VirtualTable<T>({ caption, rows, columns, rowId, onNearEnd, rowSelection, onRowSelectionChange, footer }: VirtualTableProps<T>) {
  // TanStack Table returns fresh functions each render by design; the app does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: Boolean(onRowSelectionChange),
    state: rowSelection ? { rowSelection } : {},
    onRowSelectionChange,
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The first render, before the scroll box is measured (and wherever layout is not computed), shows a screenful.
    initialRect: { width: 1200, height: 900 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;
  useEffect(() => {
    if (onNearEnd && lastIndex >= tableRows.length - 20) onNearEnd();
  }, [lastIndex, tableRows.length, onNearEnd]);
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <TableFrame
      caption={caption}
      scrollRef={scrollRef}
      ariaRowCount={tableRows.length + 1}
      footer={footer ? <div className="table-footer">{footer}</div> : null}
      headerRows={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" aria-sort={metaOf(header.column.columnDef)?.ariaSort}>
              {header.isPlaceholder ? null : rendered(header.column.columnDef.header, header.getContext())}
            </th>
          ))}
        </tr>
      ))}
    >
      <SpacerRow height={before} columns={columnCount} />
      {items.map((item) => {
        const row = tableRows[item.index];
        return (
          <tr key={row.id} aria-rowindex={item.index + 2} data-index={item.index} ref={virtualizer.measureElement}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={metaOf(cell.column.columnDef)?.nowrap ? 'nowrap' : undefined}>
                {rendered(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        );
      })}
      <SpacerRow height={after} columns={columnCount} />
    </TableFrame>
  );
}
