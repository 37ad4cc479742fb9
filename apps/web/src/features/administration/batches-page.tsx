import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBatch } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';
import { batchesQuery } from './admin-queries';
import { useAdminContext } from './admin-session';
import { ConfirmDialog } from './confirm-dialog';
import { CopyButton } from './copy-button';
import { PageHeading } from './page-heading';
import { useAdminMutation } from './session-ended';
import { useFocusFirstProblem } from './form-field';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IE', { day: 'numeric', month: 'long', year: 'numeric' });

const batchHeadingId = (id: string) => `batch-${id}`;

/** `/administration/batches`: recruitment batches, their links, and closing one. */
export function BatchesPage() {
  const { tenant } = useAdminContext();
  const batches = useQuery(batchesQuery(tenant.id));
  const [closing, setClosing] = useState<AdminBatch | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A closed batch loses its "Close batch" button, where the dialog would hand the focus back:
  // it goes to the batch's name instead (WCAG 2.4.3), once the list shows it closed.
  const [focusBatch, setFocusBatch] = useState<string | null>(null);
  useEffect(() => {
    if (focusBatch === null) return;
    document.getElementById(batchHeadingId(focusBatch))?.focus();
    setFocusBatch(null);
  }, [focusBatch]);

  return (
    <>
      <PageHeading title="Batches">
        A batch groups the students who register through one recruitment link, for example one study
        or one term. Students who come without a link join the default batch. A closed batch takes
        no new students: its link tells them so.
      </PageHeading>
      <NewBatchForm onCreated={(batch) => setAnnouncement(`Batch “${batch.name}” created.`)} />
      <Typography role="status" sx={{ mb: 2 }}>
        {announcement}
      </Typography>
      {batches.isError ? (
        <Alert severity="error">{batches.error.message}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {(batches.data?.batches ?? []).map((batch) => (
            <Paper component="li" key={batch.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  variant="h2"
                  id={batchHeadingId(batch.id)}
                  tabIndex={-1}
                  sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
                >
                  {batch.name}
                </Typography>
                {/* What the default batch is for; its name is often "Default" too. */}
                {batch.is_default ? (
                  <Chip size="small" label="For sign-ups without a link" />
                ) : null}
                <Chip
                  size="small"
                  color={batch.open ? 'success' : 'default'}
                  variant="outlined"
                  label={batch.open ? 'Open' : 'Closed'}
                />
              </Box>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                Created {dateText(batch.created_at)} · {batch.participants} students
              </Typography>
              <Typography
                component="code"
                sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', mb: 1.5 }}
              >
                {batch.recruitment_url}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <CopyButton
                  text={batch.recruitment_url}
                  label={`Copy link of ${batch.name}`}
                  visibleLabel="Copy link"
                />
                {batch.open && !batch.is_default ? (
                  <Button color="error" variant="outlined" onClick={() => setClosing(batch)}>
                    Close batch
                  </Button>
                ) : null}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <CloseBatchDialog
        batch={closing}
        onClose={(closed) => {
          setClosing(null);
          if (closed) {
            setAnnouncement(`Batch “${closed.name}” is closed.`);
            setFocusBatch(closed.id);
          }
        }}
      />
    </>
  );
}

function NewBatchForm({ onCreated }: { onCreated: (batch: AdminBatch) => void }) {
  const { tenant } = useAdminContext();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const focus = useFocusFirstProblem();
  const create = useAdminMutation({
    mutationFn: () => adminApi.createBatch(tenant.id, name.trim()),
    onError: focus.refusedBy,
    onSuccess: async ({ batch }) => {
      setName('');
      onCreated(batch);
      await queryClient.invalidateQueries({ queryKey: batchesQuery(tenant.id).queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };
  const fieldError =
    create.error instanceof ApiError ? create.error.fields?.name?.join(' ') : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box
        component="form"
        ref={focus.form}
        noValidate
        onSubmit={submit}
        aria-labelledby="new-batch"
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Typography variant="h2" id="new-batch" sx={{ fontSize: '1.125rem', width: '100%' }}>
          New batch
        </Typography>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={create.isError}
          helperText={
            create.isError
              ? (fieldError ?? create.error.message)
              : 'Staff see this name; students never do. For example “Spring 2027 study”.'
          }
          required
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained" size="large" aria-disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create batch'}
        </Button>
      </Box>
    </Paper>
  );
}

function CloseBatchDialog({
  batch,
  onClose,
}: {
  batch: AdminBatch | null;
  onClose: (closed: AdminBatch | null) => void;
}) {
  const { tenant } = useAdminContext();
  const queryClient = useQueryClient();
  const close = useAdminMutation({
    mutationFn: (id: string) => adminApi.closeBatch(tenant.id, id),
    onSuccess: async ({ batch: closed }) => {
      await queryClient.invalidateQueries({ queryKey: batchesQuery(tenant.id).queryKey });
      close.reset();
      onClose(closed);
    },
    // Someone else may have closed it meanwhile (409): the list then shows it closed.
    onError: () => queryClient.invalidateQueries({ queryKey: batchesQuery(tenant.id).queryKey }),
  });
  const cancel = () => {
    close.reset();
    onClose(null);
  };
  return (
    <ConfirmDialog
      open={batch !== null}
      id="close-batch"
      title={`Close “${batch?.name ?? ''}”?`}
      keepLabel="Keep it open"
      confirmLabel="Close batch"
      pendingLabel="Closing…"
      pending={close.isPending}
      error={close.error}
      onConfirm={() => {
        if (batch) close.mutate(batch.id);
      }}
      onCancel={cancel}
    >
      No one can register through its link any more: the link will tell students the batch is
      closed. Students already in it keep going as before, and its figures stay. A closed batch
      cannot be opened again.
    </ConfirmDialog>
  );
}
