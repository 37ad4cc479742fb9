import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOGO_MAX_BYTES,
  LOGO_PROBLEM_MESSAGES,
  inspectLogo,
  type AdminTenantSettingsResponse,
} from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { adminApi } from './admin-api';
import { settingsQuery } from './admin-queries';
import { useAdminContext } from './admin-session';
import { useAdminMutation } from './session-ended';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const KIB = Math.round(LOGO_MAX_BYTES / 1024);

/** Why a chosen file cannot be the logo (checked here first, and again by the server), or null. */
export async function logoFileProblem(file: Blob): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) {
    return `This file is ${Math.ceil(file.size / 1024)} KB. The logo can be up to ${KIB} KB: please make it smaller.`;
  }
  const inspected = inspectLogo(await bytesOf(file));
  return 'problem' in inspected ? LOGO_PROBLEM_MESSAGES[inspected.problem] : null;
}

/** A file's bytes (a logo is at most LOGO_MAX_BYTES: checked before it is read). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The university's logo in the settings: shown as students see it, uploaded or removed at once
 * (its own call, not "Save changes"); `onChange` gives the form the new address, so a later save
 * keeps it.
 */
export function LogoField({
  logo,
  refusal,
  onChange,
}: {
  logo: string;
  /** The server's message when a save refused the logo. */
  refusal?: string | undefined;
  onChange: (logo: string) => void;
}) {
  const { tenant } = useAdminContext();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const saved = (answer: AdminTenantSettingsResponse, message: string) => {
    queryClient.setQueryData(settingsQuery(tenant.id).queryKey, answer);
    onChange(answer.settings.logo ?? '');
    setDone(message);
  };
  const upload = useAdminMutation({
    mutationFn: (file: File) => adminApi.uploadLogo(tenant.id, file),
    onSuccess: (answer) => saved(answer, 'Logo uploaded. Students see it now.'),
  });
  const remove = useAdminMutation({
    mutationFn: () => adminApi.removeLogo(tenant.id),
    onSuccess: (answer) => saved(answer, 'Logo removed.'),
  });
  const busy = upload.isPending || remove.isPending;
  const failure = problem ?? (upload.error ?? remove.error)?.message ?? refusal ?? null;

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file || busy) return;
    setDone('');
    upload.reset();
    remove.reset();
    const found = await logoFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <Box role="group" aria-labelledby="logo-title" sx={{ gridColumn: '1 / -1' }}>
      <Typography id="logo-title" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Logo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Shown to your students on their menu. A PNG, JPEG or WebP image of up to {KIB} KB; a wide
        logo about 64 pixels tall looks best.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            minWidth: 160,
            minHeight: 72,
            p: 1,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            // Logos are made for a light page: shown on white in both colour schemes.
            bgcolor: '#ffffff',
          }}
        >
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt={`The logo of ${tenant.name}`}
              sx={{ maxHeight: 64, maxWidth: 240, display: 'block' }}
            />
          ) : (
            <Typography sx={{ color: '#5f6368' }}>No logo yet</Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => void chosen(event)}
          data-testid="logo-file"
        />
        <Button
          variant="outlined"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) input.current?.click();
          }}
        >
          {upload.isPending ? 'Uploading…' : logo ? 'Upload a new logo' : 'Upload a logo'}
        </Button>
        {logo ? (
          <Button
            color="error"
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              setProblem(null);
              setDone('');
              upload.reset();
              remove.mutate();
            }}
          >
            {remove.isPending ? 'Removing…' : 'Remove logo'}
          </Button>
        ) : null}
      </Box>
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Typography role="status" sx={{ mt: 1 }}>
        {done}
      </Typography>
    </Box>
  );
}
