/** The query key of every exception list (a request or a decision refreshes them). */
export const EXCEPTIONS_KEY = ['exceptions'] as const;
