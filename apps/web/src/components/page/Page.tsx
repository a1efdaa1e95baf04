import { useEffect, type ReactNode } from 'react';

/**
 * A page's frame: its one `h1` (every page has a heading: docs/decisions/0018), the document title, optional actions beside the
 * heading, and the content. The heading receives focus after navigation so keyboard and screen-reader users start at
 * the new page (the layout's skip link points at the main element around it).
 */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · vmdash`;
  }, [title]);
  return (
    <>
      <div className="page-header">
        <h1 id="page-heading" tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}
