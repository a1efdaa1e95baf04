import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VirtualTable } from './VirtualTable';

interface Row {
  id: string;
  name: string;
}

/** A control with state of its own, as a row's dialog trigger is: "Open" until pressed. */
function Toggle({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return <button onClick={() => setOpen(true)}>{open ? `${name} is open` : `Open ${name}`}</button>;
}

/** A page that builds its columns anew on every render, as the list pages do, and re-renders on "Refresh". */
function Page() {
  const [renders, setRenders] = useState(0);
  const columns = [
    { id: 'name', header: () => <span>Name</span>, cell: ({ row }: { row: { original: Row } }) => row.original.name },
    { id: 'actions', header: 'Actions', cell: ({ row }: { row: { original: Row } }) => <Toggle name={row.original.name} /> },
  ];
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>Refresh ({renders})</button>
      <VirtualTable caption="Rows" rows={[{ id: 'a', name: 'alpha' }]} columns={columns} rowId={(row) => row.id} />
    </>
  );
}

describe('VirtualTable', () => {
  it('keeps the state of what a cell renders when the page re-renders with new column definitions (an open row dialog stays open)', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open alpha' }));
    expect(screen.getByRole('button', { name: 'alpha is open' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh (0)' }));
    expect(screen.getByRole('button', { name: 'Refresh (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'alpha is open' })).toBeInTheDocument();
  });
});
