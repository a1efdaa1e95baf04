import { Fragment } from 'react';

/**
 * A finding's CVE ids, comma-separated, each kept whole on its line (the browser would break "CVE-2006-4625" at its
 * hyphens); "—" when there is none.
 */
export function CveList({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return <>—</>;
  return (
    <>
      {ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 ? ', ' : null}
          <span className="nowrap">{id}</span>
        </Fragment>
      ))}
    </>
  );
}
