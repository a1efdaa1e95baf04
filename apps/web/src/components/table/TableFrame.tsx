import type { ReactNode, Ref } from 'react';

/** A column's header: its label, read only by screen readers when `hidden` (a column of row actions). */
export type ColumnHeader = string | { label: string; hidden: true };

/** Props of a table's frame: its column headers by label, or the header rows of a table that renders its own (sort state). */
export type TableFrameProps = TableFrameCommonProps & ({ headers: readonly ColumnHeader[]; headerRows?: never } | { headerRows: ReactNode; headers?: never });

interface TableFrameCommonProps {
  /** Accessible name of the table: its caption (visually hidden) and the label of its scroll region. */
  caption: string;
  /** The body's rows. */
  children: ReactNode;
  /** Under the scroll region, inside the frame: counts, paging. */
  footer?: ReactNode;
  /** The scroll region, for a table that renders only the rows in view. */
  scrollRef?: Ref<HTMLDivElement>;
  /** `aria-rowcount` (rows and the header row) when the body holds only some of them. */
  ariaRowCount?: number;
}

/**
 * The frame of the web app's list tables (a card's small summary table is a plain `<table>`): a real `<table>` with a
 * visually hidden caption, inside a region that scrolls on its own and takes keyboard focus (WCAG 2.1, 2.1.1 Keyboard:
 * a table wider than the page is scrolled with the arrow keys), with an optional footer below it.
 */
export function TableFrame({ caption, headers, headerRows, children, footer, scrollRef, ariaRowCount }: TableFrameProps) {
  return (
    <div className="table-wrap">
      <div className="table-scroll" ref={scrollRef} tabIndex={0} role="region" aria-label={caption}>
        <table className="data" aria-rowcount={ariaRowCount}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>{headers ? <HeaderRow headers={headers} /> : headerRows}</thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}

function HeaderRow({ headers }: { headers: readonly ColumnHeader[] }) {
  return (
    <tr>
      {headers.map((header) =>
        typeof header === 'string' ? (
          <th key={header} scope="col">
            {header}
          </th>
        ) : (
          <th key={header.label} scope="col">
            <span className="visually-hidden">{header.label}</span>
          </th>
        ),
      )}
    </tr>
  );
}
