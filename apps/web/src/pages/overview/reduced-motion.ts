/** Whether the user asked for less motion (WCAG 2.1, 2.3.3): charts are then drawn at once, not grown. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
