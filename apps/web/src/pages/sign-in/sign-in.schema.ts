import { z } from 'zod';

/**
 * The sign-in form: both fields required, in the API's own words (interface spec, POST /api/auth/login:
 * "Username and password are required"), so the form says what the API would.
 */
export const SignInForm = z.object({
  username: z.string().trim().min(1, 'Username and password are required'),
  password: z.string().min(1, 'Username and password are required'),
});
export type SignInValues = z.infer<typeof SignInForm>;

/** Where to go after signing in: the `next` parameter when it is a path of this app, the overview otherwise (no open redirect: OWASP ASVS 5.1.5). */
export function nextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
