import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { answer, api } from '../../app/api/client';
import { can, useMe } from '../../app/session/session';
import { TextField } from '../../components/form/TextField';
import { Page } from '../../components/page/Page';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { FeedbackList } from '../feedback/FeedbackList';
import { ChangePasswordForm, type ChangePasswordValues } from './change-password.schema';
import { DataCleanupCard } from './DataCleanupCard';

/**
 * /profile: the signed-in user's profile (GET /api/auth/profile) with how the user signs in and where group and teams
 * come from (an Admin, or the identity provider: docs/decisions/0029-oidc-sign-in.md), the change-password form for a
 * password user, for Admin and Standard_User the data cleanup, and for an Admin the users' feedback.
 */
export function ProfilePage() {
  const me = useMe().data;
  const admin = can(me, 'administer');
  const profile = useQuery({ queryKey: ['auth', 'profile'], queryFn: () => answer(api.GET('/api/auth/profile')) });
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(ChangePasswordForm), defaultValues: { currentPassword: '', newPassword: '' } });
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => answer(api.POST('/api/auth/change-password', { body: values })),
    onSuccess: () => form.reset(),
  });
  return (
    <Page title="Profile">
      <div className="grid">
        <section className="card" aria-labelledby="your-account">
          <h2 id="your-account">Your account</h2>
          <QueryStates query={profile} loading="Loading your profile" />
          {profile.isSuccess ? (
            <dl className="details">
              <dt>Username</dt>
              <dd>{profile.data.username}</dd>
              <dt>Email</dt>
              <dd>{profile.data.email}</dd>
              <dt>Group</dt>
              <dd>{profile.data.group}</dd>
              <dt>Signs in with</dt>
              <dd>{profile.data.signIn.method === 'single_sign_on' ? `${profile.data.signIn.provider} (single sign-on)` : 'Username and password'}</dd>
              <dt>Group and teams</dt>
              <dd>{profile.data.signIn.method === 'single_sign_on' ? `From your groups at ${profile.data.signIn.provider}, updated at every sign-in` : 'Set by an Admin'}</dd>
              <dt>Member since</dt>
              <dd>{new Date(profile.data.created_at).toLocaleDateString('en')}</dd>
              <dt>Last sign-in</dt>
              <dd>{profile.data.last_login ? new Date(profile.data.last_login).toLocaleString('en') : '—'}</dd>
            </dl>
          ) : null}
        </section>
        {profile.data?.signIn.method === 'password' ? (
          <section className="card" aria-labelledby="change-password">
            <h2 id="change-password">Change password</h2>
            <Form className="form" onSubmit={form.handleSubmit((values) => change.mutate(values))} validationBehavior="aria">
              <Controller
                control={form.control}
                name="currentPassword"
                render={({ field, fieldState }) => (
                  <TextField
                    label="Current password"
                    type="password"
                    autoComplete="current-password"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="newPassword"
                render={({ field, fieldState }) => (
                  <TextField
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {change.isError ? <ErrorState error={change.error} /> : null}
              {change.isSuccess ? <SuccessMessage>{change.data.message}</SuccessMessage> : null}
              <Button type="submit" className="button" isDisabled={change.isPending}>
                Change password
              </Button>
            </Form>
          </section>
        ) : null}
        {can(me, 'write') ? <DataCleanupCard /> : null}
      </div>
      {admin ? (
        <div className="section-heading">
          <FeedbackList />
        </div>
      ) : null}
    </Page>
  );
}
