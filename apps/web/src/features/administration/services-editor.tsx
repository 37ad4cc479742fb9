import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  EMPTY_SERVICE,
  SERVICE_KINDS,
  moved,
  type LinkDraft,
  type ServiceDraft,
} from './settings-form';
import { DraftField, type FieldErrors } from './draft-field';

/** Up, down and remove for one item of a list; each button names its item. */
function ItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {index > 0 ? (
        <Button size="small" aria-label={`Move up: ${name}`} onClick={() => onMove(-1)}>
          Move up
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button size="small" aria-label={`Move down: ${name}`} onClick={() => onMove(1)}>
          Move down
        </Button>
      ) : null}
      <Button size="small" color="error" aria-label={`Remove: ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </Box>
  );
}

/** The institution's support services, in the order students see them. */
export function ServicesEditor({
  services,
  errors,
  onChange,
}: {
  services: ServiceDraft[];
  errors: FieldErrors;
  onChange: (services: ServiceDraft[]) => void;
}) {
  const edit = (index: number, changes: Partial<ServiceDraft>) =>
    onChange(services.map((service, i) => (i === index ? { ...service, ...changes } : service)));
  const field = (index: number, key: Exclude<keyof ServiceDraft, 'kind'>) => ({
    path: `support_services.${index}.${key}`,
    errors,
    value: services[index]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) => edit(index, { [key]: event.target.value }),
  });

  return (
    <Paper
      component="section"
      aria-labelledby="services-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h2" id="services-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Support services
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Shown to students on “Need to talk to someone?”, after the national emergency numbers and
        helplines, which are always there. Phone and text numbers like +353214902020 or 50808.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {services.map((service, index) => {
          const name = service.name.trim() || `Service ${index + 1}`;
          return (
            <Box
              component="li"
              key={index}
              aria-label={name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
                }}
              >
                <DraftField label="Name" required {...field(index, 'name')} />
                <DraftField
                  select
                  label="Kind"
                  path={`support_services.${index}.kind`}
                  errors={errors}
                  value={service.kind}
                  onChange={(event) =>
                    edit(index, { kind: event.target.value as ServiceDraft['kind'] })
                  }
                >
                  {SERVICE_KINDS.map((kind) => (
                    <MenuItem key={kind.value} value={kind.value}>
                      {kind.label}
                    </MenuItem>
                  ))}
                </DraftField>
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <DraftField
                    label="What they offer"
                    required
                    multiline
                    minRows={2}
                    {...field(index, 'description')}
                  />
                </Box>
                <DraftField label="Phone" type="tel" {...field(index, 'phone')} />
                <DraftField label="Text (SMS)" type="tel" {...field(index, 'text')} />
                <DraftField
                  label="Website"
                  type="url"
                  helperText="Starts with https://"
                  {...field(index, 'web')}
                />
                <DraftField
                  label="Opening hours"
                  helperText="e.g. Mon–Fri 9:00–17:00"
                  {...field(index, 'hours')}
                />
              </Box>
              <ItemActions
                name={name}
                index={index}
                count={services.length}
                onMove={(by) => onChange(moved(services, index, by))}
                onRemove={() => onChange(services.filter((_, i) => i !== index))}
              />
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon aria-hidden />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => onChange([...services, { ...EMPTY_SERVICE }])}
      >
        Add a support service
      </Button>
    </Paper>
  );
}

/** Links students see under the support services (“More from …”). */
export function LinksEditor({
  links,
  errors,
  onChange,
}: {
  links: LinkDraft[];
  errors: FieldErrors;
  onChange: (links: LinkDraft[]) => void;
}) {
  const edit = (index: number, changes: Partial<LinkDraft>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...changes } : link)));
  return (
    <Paper
      component="section"
      aria-labelledby="links-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h2" id="links-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Links
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {links.map((link, index) => {
          const name = link.label.trim() || `Link ${index + 1}`;
          return (
            <Box
              component="li"
              key={index}
              aria-label={name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <DraftField
                  label="Text of the link"
                  path={`external_links.${index}.label`}
                  errors={errors}
                  value={link.label}
                  onChange={(event) => edit(index, { label: event.target.value })}
                  required
                />
                <DraftField
                  label="Address"
                  type="url"
                  path={`external_links.${index}.url`}
                  errors={errors}
                  value={link.url}
                  onChange={(event) => edit(index, { url: event.target.value })}
                  helperText="Starts with https://"
                  required
                />
              </Box>
              <ItemActions
                name={name}
                index={index}
                count={links.length}
                onMove={(by) => onChange(moved(links, index, by))}
                onRemove={() => onChange(links.filter((_, i) => i !== index))}
              />
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon aria-hidden />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => onChange([...links, { label: '', url: '' }])}
      >
        Add a link
      </Button>
    </Paper>
  );
}
