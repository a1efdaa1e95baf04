import type { ReactNode } from 'react';
import { errorText } from '../../app/api/api-error';

/** A loading line announced politely to screen readers (WCAG 2.1, 4.1.3 Status Messages). */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      {label}…
    </p>
  );
}

/** An empty result, with what the user may do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

/** An error in the API's own words (ApiError's message), announced at once (role alert). */
export function ErrorState({ error }: { error: unknown }) {
  return (
    <p className="state state-error" role="alert">
      {errorText(error)}
    </p>
  );
}

/** A short confirmation of a finished action, announced politely. */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <p className="state state-success" role="status">
      {children}
    </p>
  );
}
