import type { BookedRecord } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { type DataColumn, DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { FormBesideList } from '../common/form-beside-list';
import { loadState } from '../common/list-state';
import { Notice } from '../common/notice';
import { BookedRecordDialog, DeleteBookedRecordDialog, EditBookedRecordDialog } from './booked-record-dialogs';
import { BOOKED_RECORD_FIELDS } from './booked-record-fields';
import { BookedRecordForm } from './booked-record-form';

export const BOOKED_LIST_LOAD_FAILED = 'Could not load the booked list.';

const RECORD_ACTIONS = [
  { kind: 'view', label: 'View', variant: 'outline-primary' },
  { kind: 'edit', label: 'Edit', variant: 'primary' },
  { kind: 'delete', label: 'Delete', variant: 'outline-danger' },
] as const;

type RecordAction = (typeof RECORD_ACTIONS)[number]['kind'];
type OpenDialog = { kind: RecordAction; record: BookedRecord } | null;

/** The table: track code, first, middle and last name, e-mail, and view, edit and delete. */
function recordColumns(onAction: (kind: RecordAction, record: BookedRecord) => void): DataColumn<BookedRecord>[] {
  return [
    ...BOOKED_RECORD_FIELDS.map((field) => ({
      header: field.label,
      cell: (record: BookedRecord) => record[field.name] || '—',
      className: field.name === 'trackcode' ? 'font-monospace' : undefined,
    })),
    {
      header: 'Actions',
      cell: (record) => (
        <div className="d-flex flex-wrap gap-1">
          {RECORD_ACTIONS.map((action) => (
            <Button
              key={action.kind}
              size="sm"
              variant={action.variant}
              aria-label={`${action.label} ${record.trackcode}`}
              onClick={() => onAction(action.kind, record)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ),
      actions: true,
    },
  ];
}

/** `/request/table`: the Booked List, its insert form, and view, edit and delete of each record. */
export function BookedListPage() {
  usePageTitle('Booked List');
  const records = useQuery(apiQuery.bookedRecords.list.queryOptions());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      recordColumns((kind, record) => {
        setNotice(null);
        setDialog({ kind, record });
      }),
    [],
  );
  const done = (what: string) => {
    setDialog(null);
    setNotice(what);
  };

  return (
    <FormBesideList title="Booked List" formTitle="Insert Record" form={<BookedRecordForm />}>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <DataTable
        label="Booked records"
        columns={columns}
        rows={records.data}
        rowKey={(record) => record.id}
        emptyText="No records yet."
        onRetry={() => void records.refetch()}
        {...loadState(records, BOOKED_LIST_LOAD_FAILED)}
      />
      {dialog?.kind === 'view' && <BookedRecordDialog record={dialog.record} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <EditBookedRecordDialog
          record={dialog.record}
          onClose={() => setDialog(null)}
          onDone={() => done(`Record ${dialog.record.trackcode} saved.`)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBookedRecordDialog
          record={dialog.record}
          onClose={() => setDialog(null)}
          onDone={() => done(`Record ${dialog.record.trackcode} deleted.`)}
        />
      )}
    </FormBesideList>
  );
}
