import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { answer, api } from '../../app/api/client';
import { USER_GROUPS } from '@vmdash/domain';
import type { Group, UserRecord } from '../../app/api/types';
import { useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { TableFrame, type ColumnHeader } from '../../components/table/TableFrame';
import { CreateUserForm } from './CreateUserForm';
import { parseTeams } from './teams';

const HEADERS: ColumnHeader[] = ['Username', 'Email', 'Group', 'Teams', 'Status', 'Last sign-in', { label: 'Actions', hidden: true }];

type UserChange = { is_active?: boolean; group?: Group; bu_teams?: string[] };

/** One user's row: active switch, group, teams (saved on leaving the field), impersonate. */
function UserRow({ user, self, onChange, onImpersonate }: { user: UserRecord; self: boolean; onChange: (change: UserChange) => void; onImpersonate: () => void }) {
  const [teams, setTeams] = useState(user.bu_teams.join(', '));
  return (
    <tr>
      <td>{user.username}</td>
      <td>{user.email}</td>
      <td>
        <select aria-label={`Group of ${user.username}`} value={user.group} onChange={(event) => onChange({ group: event.target.value as Group })}>
          {USER_GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </select>
      </td>
      <td>
        <input
          aria-label={`Teams of ${user.username}`}
          value={teams}
          onChange={(event) => setTeams(event.target.value)}
          onBlur={() => {
            const next = parseTeams(teams);
            if (next.join(',') !== user.bu_teams.join(',')) onChange({ bu_teams: next });
          }}
        />
      </td>
      <td>
        <label className="checkbox">
          <input type="checkbox" checked={user.is_active} onChange={(event) => onChange({ is_active: event.target.checked })} />
          Active<span className="visually-hidden"> ({user.username})</span>
        </label>
      </td>
      <td>{user.last_login ? new Date(user.last_login).toLocaleString('en') : '—'}</td>
      <td>
        {!self && user.group !== 'Admin' && user.is_active ? (
          <Button className="button button-secondary" onPress={onImpersonate} aria-label={`View as ${user.username}`}>
            View as
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** /admin/users (Admin): every user; create one, disable, change group and teams (PATCH /api/users/{id}), impersonate. */
export function AdminUsersPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe().data;
  const users = useQuery({ queryKey: ['users'], queryFn: () => answer(api.GET('/api/users')) });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) => answer(api.PATCH('/api/users/{id}', { params: { path: { id } }, body: change })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
  const impersonate = useMutation({
    mutationFn: (userId: string) => answer(api.POST('/api/auth/impersonate', { body: { userId } })),
    onSuccess: async () => {
      await queryClient.resetQueries();
      navigate('/');
    },
  });
  return (
    <Page title="Users">
      <section className="card" aria-labelledby="create-user">
        <h2 id="create-user">Create a user</h2>
        <CreateUserForm />
      </section>
      <h2 className="section-heading">All users</h2>
      {update.isError ? <ErrorState error={update.error} /> : null}
      {impersonate.isError ? <ErrorState error={impersonate.error} /> : null}
      <QueryStates query={users} loading="Loading users" isEmpty={(data) => data.length === 0} empty={<EmptyState>No users.</EmptyState>} />
      {users.isSuccess && users.data.length > 0 ? (
        <TableFrame caption="Users" headers={HEADERS}>
          {users.data.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === me?.user.id} onChange={(change) => update.mutate({ id: user.id, change })} onImpersonate={() => impersonate.mutate(user.id)} />
          ))}
        </TableFrame>
      ) : null}
    </Page>
  );
}
