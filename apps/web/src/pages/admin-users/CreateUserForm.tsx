import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import { USER_GROUPS } from '@vmdash/domain';
import type { Group } from '../../app/api/types';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { parseTeams } from './teams';

/** Creates a user (POST /api/users); the API checks every field and its text is shown as it answers. */
export function CreateUserForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ username: '', email: '', password: '', group: 'Standard_User' as Group, teams: '' });
  const create = useMutation({
    mutationFn: () => answer(api.POST('/api/users', { body: { username: values.username, email: values.email, password: values.password, group: values.group, bu_teams: parseTeams(values.teams) } })),
    onSuccess: () => {
      setValues({ username: '', email: '', password: '', group: 'Standard_User', teams: '' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="form-inline" onSubmit={submit} aria-labelledby="create-user">
      <div className="field">
        <label htmlFor="new-username">Username</label>
        <input id="new-username" value={values.username} onChange={set('username')} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor="new-email">Email</label>
        <input id="new-email" type="email" value={values.email} onChange={set('email')} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor="new-password">Password</label>
        <input id="new-password" type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
      </div>
      <div className="field">
        <label htmlFor="new-group">Group</label>
        <select id="new-group" value={values.group} onChange={set('group')}>
          {USER_GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="new-teams">Teams (comma-separated)</label>
        <input id="new-teams" value={values.teams} onChange={set('teams')} />
      </div>
      <Button type="submit" className="button" isDisabled={create.isPending}>
        Create user
      </Button>
      {create.isError ? <ErrorState error={create.error} /> : null}
      {create.isSuccess ? <SuccessMessage>User {create.data.username} created.</SuccessMessage> : null}
    </form>
  );
}
