import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HexColorSchema, type AdminTenantSettingsResponse } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';
import { settingsQuery } from './admin-queries';
import { meQuery, renameTenant, useAdminContext } from './admin-session';
import { PageHeading } from './page-heading';
import { draftFrom, sameSettings, toRequest, type SettingsDraft } from './settings-form';
import { DraftField, type FieldErrors } from './draft-field';
import { LinksEditor, ServicesEditor } from './services-editor';
import { LogoField } from './logo-field';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useAdminMutation } from './session-ended';
import { useFocusFirstProblem } from './form-field';

/** Room left between a focused field and the save bar, in px. */
const BAR_GAP = 8;

/**
 * Scrolls a field that takes the focus out from under the sticky save bar, which covers the
 * bottom of the window (WCAG 2.4.11 Focus Not Obscured): the browser scrolls a focused field
 * only into the window, not above what sticks to its edge.
 */
function keepAboveSaveBar(event: { target: EventTarget; currentTarget: HTMLElement }) {
  const bar = event.currentTarget.querySelector('[data-save-summary]');
  if (!(event.target instanceof HTMLElement) || !bar || bar.contains(event.target)) return;
  const barBox = bar.getBoundingClientRect();
  // A bar not drawn (no layout) covers nothing.
  if (barBox.height === 0) return;
  const covered = event.target.getBoundingClientRect().bottom + BAR_GAP - barBox.top;
  if (covered > 0) window.scrollBy({ top: covered });
}

/** `/administration/settings`: the institution's name, colours, logo, support services and links. */
export function SettingsPage() {
  const { tenant } = useAdminContext();
  const settings = useQuery(settingsQuery(tenant.id));
  return (
    <>
      <PageHeading title="Support and branding">
        What students of {tenant.name} see: your name, logo and colours, your support services and
        links. Changes reach students as soon as you save.
      </PageHeading>
      {settings.isPending ? (
        <Typography role="status">Loading…</Typography>
      ) : settings.isError ? (
        <Alert severity="error">{settings.error.message}</Alert>
      ) : (
        <SettingsEditor key={tenant.id} saved={settings.data} />
      )}
    </>
  );
}

function SettingsEditor({ saved }: { saved: AdminTenantSettingsResponse }) {
  const { tenant } = useAdminContext();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(saved.settings));
  // What the last press of "Save changes" did: saved, or nothing, as nothing had changed.
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  // After a refused save, focus goes to the first field the server named, else to the message.
  const focus = useFocusFirstProblem('[data-save-summary]');
  const save = useAdminMutation({
    mutationFn: () => adminApi.saveSettings(tenant.id, toRequest(draft)),
    onError: focus.refused,
    onSuccess: (answer) => {
      setDone('saved');
      queryClient.setQueryData(settingsQuery(tenant.id).queryKey, answer);
      // Headings and the institution picker name the tenant from `me`: renamed there at once,
      // then read again from the server.
      queryClient.setQueryData(meQuery().queryKey, (me) =>
        me ? renameTenant(me, tenant.id, answer.settings.name) : me,
      );
      void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
    },
  });
  const errors: FieldErrors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  // What saving would change: `saved` follows the last save and logo change.
  const dirty = !sameSettings(draft, draftFrom(saved.settings));

  const update = (changes: Partial<SettingsDraft>) => {
    setDone(null);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const text = (key: keyof SettingsDraft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // Nothing to send: no request, and no entry in the audit log saying nothing changed.
    if (!dirty) setDone('unchanged');
    else save.mutate();
  };

  return (
    <Box
      component="form"
      ref={focus.form}
      noValidate
      onSubmit={submit}
      onFocus={keepAboveSaveBar}
      aria-label="Support and branding"
    >
      <UnsavedChangesGuard dirty={dirty} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Institution
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <DraftField label="Name" path="name" errors={errors} required {...text('name')} />
          <DraftField
            label="Short name"
            path="short_name"
            errors={errors}
            required
            helperText="Up to 30 characters, e.g. UCC."
            {...text('short_name')}
          />
          <DraftField
            label="Website"
            path="website"
            errors={errors}
            required
            type="url"
            helperText="Starts with https://"
            {...text('website')}
          />
          <DraftField
            label="Suppression threshold"
            path="suppression_threshold"
            errors={errors}
            type="number"
            helperText="Counts below this are shown as “<n” in figures (2–50)."
            slotProps={{ htmlInput: { min: 2, max: 50, inputMode: 'numeric' } }}
            {...text('suppression_threshold')}
          />
          <LogoField
            logo={draft.logo}
            refusal={errors.logo?.join(' ')}
            onChange={(logo) => update({ logo })}
          />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 3, mb: 1 }}>
          Colours
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Students see them as the edge beside your name and logo on their menu: the main colour
          above, the second below (the main colour all the way without a second). As #rrggbb, typed
          or picked; leave both empty to keep Clearpath’s blue.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ColourField
            label="Main colour"
            path="colors.primary"
            errors={errors}
            {...text('primary')}
          />
          <ColourField
            label="Second colour"
            path="colors.secondary"
            errors={errors}
            {...text('secondary')}
          />
        </Box>
      </Paper>
      <ServicesEditor
        services={draft.support_services}
        errors={errors}
        onChange={(support_services) => update({ support_services })}
        onRestructure={() => save.reset()}
      />
      <LinksEditor
        links={draft.external_links}
        errors={errors}
        onChange={(external_links) => update({ external_links })}
        onRestructure={() => save.reset()}
      />
      <Box
        data-save-summary
        tabIndex={-1}
        sx={{ position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default', zIndex: 1 }}
      >
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {Object.keys(errors).length > 0
              ? `Nothing was saved: ${Object.keys(errors).length === 1 ? 'one field needs' : `${Object.keys(errors).length} fields need`} a change. The messages are beside the fields.`
              : save.error.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Typography role="status">
            {done === 'saved'
              ? 'Saved. Students see the changes now.'
              : done === 'unchanged'
                ? 'Nothing has changed since the last save, so there is nothing to save.'
                : ''}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

function ColourField({
  label,
  path,
  errors,
  value,
  onChange,
}: {
  label: string;
  path: string;
  errors: FieldErrors;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const valid = HexColorSchema.safeParse(value).success;
  return (
    <DraftField
      label={label}
      path={path}
      errors={errors}
      value={value}
      onChange={onChange}
      after={
        // The browser's colour picker, showing the colour typed; picking one types it.
        <Box
          component="input"
          type="color"
          aria-label={`Pick the ${label.toLowerCase()}`}
          value={valid ? value.toLowerCase() : '#ffffff'}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event)}
          sx={{
            flex: '0 0 56px',
            height: 56,
            p: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
      }
    />
  );
}
