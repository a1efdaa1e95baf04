/**
 * Texts of the dashboard API's sign-in that a check of the gateway and a rule of the dashboard service both answer
 * (interface spec, "B. Dashboard backend authentication routes", word for word where it shows them): the session guard
 * and the change of a password both end a disabled account's session; the per-address login limit and the account's
 * failed-login cap answer the same 429; a user id too long to exist and an unknown one are the same refusal; the
 * dashboard's text of a sign-in it sheds is the example of the gateway's OpenAPI document.
 */
export const AUTH_TEXTS = {
  accountDisabled: 'Account is disabled',
  authenticationRequired: 'Authentication required',
  tooManyLogins: 'Too many login attempts. Please try again in 15 minutes.',
  userNotFound: 'User not found',
  /** A sign-in shed before its password check (503; docs/decisions/0017-gateway-request-path.md, "Sign-ins under load"). */
  signInBusy: 'Too many sign-ins at the moment. Please try again in a few seconds.',
} as const;
