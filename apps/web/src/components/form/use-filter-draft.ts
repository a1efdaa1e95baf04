import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The draft of a filter form whose applied filters live in the URL (the one source of a list's filters): the user edits
 * the draft freely, and a new URL (the back button, a link) replaces it. This is React's "adjusting some state when a
 * prop changes" (react.dev, "You Might Not Need an Effect"): `applied` is compared by identity, so the caller passes a
 * value that changes only when the URL does (a memoised object, or a string).
 * @param applied the filters the URL holds now
 * @param toDraft the draft made from them (default: the filters as they are)
 * @returns the draft and its setter, as useState's
 */
export function useFilterDraft<Applied, Draft = Applied>(applied: Applied, toDraft: (applied: Applied) => Draft = (value) => value as unknown as Draft): [Draft, Dispatch<SetStateAction<Draft>>] {
  const [draft, setDraft] = useState<Draft>(() => toDraft(applied));
  const [shown, setShown] = useState(applied);
  if (!Object.is(shown, applied)) {
    setShown(applied);
    setDraft(toDraft(applied));
  }
  return [draft, setDraft];
}
