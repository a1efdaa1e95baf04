/** The tickets page's view as its URL carries it (docs/decisions/0018: "every filtered view is a URL"). */
export interface TicketsView {
  /** 1-based page of the list. */
  page: number;
  /** Id of the ticket whose detail is open. */
  ticket?: string;
}

/** The view of a URL's search parameters; a page that is no positive integer is page 1. */
export function ticketsViewFromSearch(params: URLSearchParams): TicketsView {
  const page = Number(params.get('page'));
  const ticket = params.get('ticket')?.trim();
  return { page: Number.isInteger(page) && page > 1 ? page : 1, ...(ticket ? { ticket } : {}) };
}

/** The search parameters of a view, page 1 left out (so equal views give equal URLs). */
export function searchFromTicketsView(view: TicketsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 1) params.set('page', String(view.page));
  if (view.ticket) params.set('ticket', view.ticket);
  return params;
}
