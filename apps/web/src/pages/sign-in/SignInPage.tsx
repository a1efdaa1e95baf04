import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api/api-error';
import { answer, api } from '../../app/api/client';
import { fetchMe, ME_KEY, useMe } from '../../app/session/session';
import { TextField } from '../../components/form/TextField';
import { Page } from '../../components/page/Page';
import { ErrorState } from '../../components/states/States';
import { nextPath, SignInForm, type SignInValues } from './sign-in.schema';

/**
 * Sign-in with the cookie session (POST /api/auth/login). The API's texts are shown as it answers them; after a 429,
 * or a 503 of a sign-in the dashboard shed (docs/decisions/0017, "Sign-ins under load"), the button stays disabled for
 * the Retry-After the API sent, with the seconds left. When single sign-on is configured
 * (GET /api/auth/sign-in-options) a "Sign in with <provider>" link starts it (GET /api/auth/oidc/login), coming back
 * to the page the user came from (docs/decisions/0029-oidc-sign-in.md).
 */
export function SignInPage() {
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [waitSeconds, setWaitSeconds] = useState(0);
  const options = useQuery({ queryKey: ['auth', 'sign-in-options'], queryFn: () => answer(api.GET('/api/auth/sign-in-options')), staleTime: Infinity });
  const singleSignOn = options.data?.singleSignOn;
  const form = useForm<SignInValues>({ resolver: zodResolver(SignInForm), defaultValues: { username: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (values: SignInValues) => answer(api.POST('/api/auth/login', { body: values })),
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, await fetchMe());
      navigate(nextPath(params.get('next')), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 429 || error.status === 503) && error.retryAfterSeconds) setWaitSeconds(error.retryAfterSeconds);
    },
  });

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  if (me.data) return <Navigate to={nextPath(params.get('next'))} replace />;
  const fieldError = form.formState.errors.username?.message ?? form.formState.errors.password?.message;
  return (
    <main id="main" className="sign-in">
      <div className="sign-in-card">
        <Page title="Sign in to vmdash">
          <Form className="form" onSubmit={form.handleSubmit((values) => signIn.mutate(values))} validationBehavior="aria">
            <Controller
              control={form.control}
              name="username"
              render={({ field }) => <TextField label="Username" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} autoComplete="username" autoFocus />}
            />
            <Controller
              control={form.control}
              name="password"
              render={({ field }) => (
                <TextField label="Password" type="password" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} autoComplete="current-password" />
              )}
            />
            {fieldError ? (
              <p role="alert" className="state state-error">
                {fieldError}
              </p>
            ) : null}
            {signIn.isError ? <ErrorState error={signIn.error} /> : null}
            {waitSeconds > 0 ? <p role="status">You can try again in {waitSeconds} s.</p> : null}
            <Button type="submit" className="button" isDisabled={signIn.isPending || waitSeconds > 0}>
              Sign in
            </Button>
          </Form>
          {singleSignOn ? (
            <div className="sign-in-alternative">
              <p className="sign-in-divider">or</p>
              <a className="button button-secondary" href={`${singleSignOn.loginPath}?${new URLSearchParams({ returnTo: nextPath(params.get('next')) })}`}>
                Sign in with {singleSignOn.providerName}
              </a>
            </div>
          ) : null}
        </Page>
      </div>
    </main>
  );
}
