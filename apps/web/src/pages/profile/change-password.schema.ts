import { z } from 'zod';

/**
 * The change-password form, with the API's own texts (interface spec, POST /api/auth/change-password): both fields
 * required, the new one 8 to 1024 characters.
 */
export const ChangePasswordForm = z.object({
  currentPassword: z.string().min(1, 'Current password and new password are required'),
  newPassword: z.string().min(1, 'Current password and new password are required').min(8, 'New password must be at least 8 characters').max(1024, 'New password must be at most 1024 characters'),
});
export type ChangePasswordValues = z.infer<typeof ChangePasswordForm>;
