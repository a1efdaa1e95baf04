import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ChangeEvent } from 'react';
import { Button } from 'react-aria-components';
import { COMPLIANCE_CHANGE_REASON_MAX_LENGTH } from '@vmdash/domain';
import type { ComplianceBulkCommitItem, ComplianceBulkCommitResult } from '../../app/api/types';
import { TextField } from '../../components/form/TextField';
import { EmptyState, ErrorState, SuccessMessage } from '../../components/states/States';
import { VirtualTable } from '../../components/table/VirtualTable';
import { BULK_COLUMNS, parseBulkList, type BulkPreview } from './bulk-commit';
import { METRIC_LABELS } from './compliance-filters';
import { useBulkCommit } from './compliance-queries';
import { ChangeReason } from './metadata.schema';

const PREVIEW_COLUMNS: ColumnDef<ComplianceBulkCommitItem, unknown>[] = [
  { id: 'hostname', header: 'Host', cell: ({ row }) => row.original.hostname },
  { id: 'date', header: 'Resolution date', cell: ({ row }) => row.original.resolution_date ?? 'unchanged' },
  { id: 'plan', header: 'Remediation plan', cell: ({ row }) => row.original.remediation_plan ?? 'unchanged' },
  { id: 'metrics', header: 'Items', cell: ({ row }) => row.original.metric_ids?.map((metric) => METRIC_LABELS[metric]).join(', ') ?? 'every active item' },
];

type Refusal = ComplianceBulkCommitResult['refused'][number];
const REFUSED_COLUMNS: ColumnDef<Refusal, unknown>[] = [
  { id: 'hostname', header: 'Host', cell: ({ row }) => row.original.hostname },
  { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason },
];

/**
 * The VCL bulk commit (POST /api/compliance/vcl/bulk-commit): a list pasted or read from a CSV file, a preview of the
 * hosts it will send and of the lines it cannot, then the API's answer: hosts committed, unchanged, and the hostnames
 * it refused with their reason. Admin and Standard_User only (the caller shows it to them).
 */
export function BulkCommitCard() {
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  // The preview of the text it was made from: shown only while the text is unchanged (a late parse never shows a stale list).
  const [parsed, setParsed] = useState<{ text: string; preview: BulkPreview }>();
  const [readError, setReadError] = useState<unknown>();
  const preview = parsed?.text === text ? parsed.preview : undefined;
  const commit = useBulkCommit();
  const reasonError = ChangeReason.safeParse(reason).error?.issues[0]?.message;
  const changeText = (value: string) => {
    setText(value);
    commit.reset();
  };
  const showPreview = () => {
    setReadError(undefined);
    parseBulkList(text).then((result) => setParsed({ text, preview: result }), setReadError);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) changeText(await file.text());
  };
  return (
    <section className="card" aria-labelledby="bulk-commit">
      <h2 id="bulk-commit">Bulk commit (VCL)</h2>
      <p className="muted">One host per line, comma-separated: {BULK_COLUMNS.join(', ')} (metrics separated by “;”, a header row optional). Empty cells stay unchanged.</p>
      <div className="stack">
        <div className="field">
          <label htmlFor="bulk-file">CSV file</label>
          <input id="bulk-file" type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </div>
        <TextField label="Hosts to commit" multiline value={text} onChange={changeText} />
        <TextField
          label="Change reason for every host"
          multiline
          value={reason}
          onChange={setReason}
          description={`${reason.length} of ${COMPLIANCE_CHANGE_REASON_MAX_LENGTH} characters`}
          error={reasonError}
        />
        <div>
          <Button className="button button-secondary" isDisabled={text.trim() === ''} onPress={showPreview}>
            Preview
          </Button>
        </div>
      </div>
      {readError ? <ErrorState error={readError} /> : null}
      {preview ? (
        <section aria-labelledby="bulk-preview" className="stack">
          <h3 id="bulk-preview">Preview: {preview.items.length.toLocaleString('en')} hosts to send</h3>
          {preview.problems.length > 0 ? (
            <div role="alert">
              <p className="state state-error">{preview.problems.length.toLocaleString('en')} lines will not be sent:</p>
              <ul>
                {preview.problems.slice(0, 50).map((problem) => (
                  <li key={problem.line}>
                    Line {problem.line}: {problem.problem}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {preview.items.length > 0 ? (
            <>
              <VirtualTable caption="Hosts to commit" rows={preview.items} columns={PREVIEW_COLUMNS} rowId={(item) => item.hostname} />
              <div>
                <Button
                  className="button"
                  isDisabled={commit.isPending || Boolean(reasonError) || commit.isSuccess}
                  onPress={() => commit.mutate({ items: preview.items, ...(reason.trim() ? { change_reason: reason.trim() } : {}) })}
                >
                  Commit {preview.items.length.toLocaleString('en')} hosts
                </Button>
              </div>
            </>
          ) : (
            <EmptyState>Nothing to send.</EmptyState>
          )}
        </section>
      ) : null}
      {commit.isError ? <ErrorState error={commit.error} /> : null}
      {commit.isSuccess ? (
        <section aria-labelledby="bulk-result" className="stack">
          <h3 id="bulk-result">Result</h3>
          <SuccessMessage>
            {commit.data.committed.toLocaleString('en')} committed, {commit.data.unchanged.toLocaleString('en')} unchanged, {commit.data.refused.length.toLocaleString('en')} refused.
          </SuccessMessage>
          {commit.data.refused.length > 0 ? <VirtualTable caption="Refused hosts" rows={commit.data.refused} columns={REFUSED_COLUMNS} rowId={(refusal) => refusal.hostname} /> : null}
        </section>
      ) : null}
    </section>
  );
}
