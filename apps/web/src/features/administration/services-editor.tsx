import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { DraftField, type FieldErrors } from './draft-field';
import { SectionCard } from '../../components/section-card';
import {
  EMPTY_SERVICE,
  SERVICE_KINDS,
  moved,
  type LinkDraft,
  type ServiceDraft,
} from './settings-form';

interface EditableListProps<T> {
  title: string;
  intro?: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** The item's name for its list entry and its buttons (“Move up: …”). */
  nameOf: (item: T, index: number) => string;
  /** The item's fields, laid out in a grid of `columns`. */
  fields: (item: T, index: number) => ReactNode;
  columns: string;
  addLabel: string;
  newItem: () => T;
  /**
   * After an item is moved or removed: the server's messages of the last save name items by
   * their place in the list, which has changed, so the page drops them rather than show them
   * beside the wrong item.
   */
  onRestructure: () => void;
}

/** Where the focus goes once the list has redrawn after a move or a removal. */
type FocusAfter = { item: string; labels: string[] } | 'list' | null;

/**
 * A titled list of items edited in place (support services, links): each with its fields and
 * buttons to move it up or down or remove it, and a button to add one at the end.
 */
function EditableList<T>({
  title,
  intro,
  items,
  onChange,
  nameOf,
  fields,
  columns,
  addLabel,
  newItem,
  onRestructure,
}: EditableListProps<T>) {
  const listId = useId();
  // Each item's key for React, kept through moves and removals (an edit makes a new object):
  // the fields and buttons of an item stay its own, never the next one's.
  const keys = useRef<string[]>([]);
  const made = useRef(0);
  const newKey = () => `${listId}-${(made.current += 1)}`;
  if (keys.current.length !== items.length) keys.current = items.map(newKey);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    setFocusAfter(null);
    const list = document.getElementById(listId);
    if (focusAfter === 'list') {
      list?.focus();
      return;
    }
    const item = list?.querySelector(`[data-item="${CSS.escape(focusAfter.item)}"]`);
    for (const label of focusAfter.labels) {
      const button = item?.querySelector<HTMLElement>(`[data-action="${label}"]`);
      if (button) {
        button.focus();
        return;
      }
    }
  }, [focusAfter, listId]);

  const act = (next: T[], nextKeys: string[], focus: FocusAfter) => {
    keys.current = nextKeys;
    onRestructure();
    onChange(next);
    setFocusAfter(focus);
  };
  const move = (index: number, by: -1 | 1) => {
    const key = keys.current[index] ?? '';
    // The same button if it is still there (not at an end), else the other way.
    const labels = by < 0 ? ['Move up', 'Move down'] : ['Move down', 'Move up'];
    act(moved(items, index, by), moved(keys.current, index, by), { item: key, labels });
  };
  const remove = (index: number) =>
    act(
      items.filter((_, i) => i !== index),
      keys.current.filter((_, i) => i !== index),
      // The removed item's buttons are gone: the list itself takes the focus.
      'list',
    );

  return (
    <SectionCard title={title} {...(intro ? { intro } : {})}>
      {/* Columns of minmax(0, …): a select's value or a long address never widens an entry past
          a narrow screen with enlarged text (WCAG 1.4.10); it is cut with an ellipsis instead. */}
      <Box
        component="ol"
        id={listId}
        tabIndex={-1}
        aria-label={title}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {items.map((item, index) => {
          const name = nameOf(item, index);
          const actions: { label: string; run: () => void; show: boolean; danger?: boolean }[] = [
            { label: 'Move up', run: () => move(index, -1), show: index > 0 },
            {
              label: 'Move down',
              run: () => move(index, 1),
              show: index < items.length - 1,
            },
            { label: 'Remove', run: () => remove(index), show: true, danger: true },
          ];
          const key = keys.current[index] ?? String(index);
          return (
            <Box
              component="li"
              key={key}
              data-item={key}
              aria-label={name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns },
                }}
              >
                {fields(item, index)}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {actions
                  .filter((action) => action.show)
                  .map((action) => (
                    <Button
                      key={action.label}
                      size="small"
                      {...(action.danger ? { color: 'error' as const } : {})}
                      aria-label={`${action.label}: ${name}`}
                      data-action={action.label}
                      onClick={action.run}
                    >
                      {action.label}
                    </Button>
                  ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon aria-hidden />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => {
          keys.current = [...keys.current, newKey()];
          onChange([...items, newItem()]);
        }}
      >
        {addLabel}
      </Button>
    </SectionCard>
  );
}

/** The institution's support services, in the order students see them. */
export function ServicesEditor({
  services,
  errors,
  onChange,
  onRestructure,
}: {
  services: ServiceDraft[];
  errors: FieldErrors;
  onChange: (services: ServiceDraft[]) => void;
  onRestructure: () => void;
}) {
  const edit = (index: number, changes: Partial<ServiceDraft>) =>
    onChange(services.map((service, i) => (i === index ? { ...service, ...changes } : service)));
  const field = (index: number, key: keyof ServiceDraft) => ({
    path: `support_services.${index}.${key}`,
    errors,
    value: services[index]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) => edit(index, { [key]: event.target.value }),
  });

  return (
    <EditableList
      title="Support services"
      intro="Shown to students on “Need to talk to someone?”, after the national emergency numbers and helplines, which are always there. Phone and text numbers like +353214902020 or 50808."
      items={services}
      onChange={onChange}
      onRestructure={onRestructure}
      nameOf={(service, index) => service.name.trim() || `Service ${index + 1}`}
      columns="minmax(0, 2fr) minmax(0, 1fr)"
      addLabel="Add a support service"
      newItem={() => ({ ...EMPTY_SERVICE })}
      fields={(_, index) => (
        <>
          <DraftField label="Name" required {...field(index, 'name')} />
          <DraftField select label="Kind" {...field(index, 'kind')}>
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
        </>
      )}
    />
  );
}

/** Links students see under the support services (“More from …”). */
export function LinksEditor({
  links,
  errors,
  onChange,
  onRestructure,
}: {
  links: LinkDraft[];
  errors: FieldErrors;
  onChange: (links: LinkDraft[]) => void;
  onRestructure: () => void;
}) {
  const field = (index: number, key: keyof LinkDraft) => ({
    path: `external_links.${index}.${key}`,
    errors,
    value: links[index]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange(
        links.map((link, i) => (i === index ? { ...link, [key]: event.target.value } : link)),
      ),
  });
  return (
    <EditableList
      title="Links"
      items={links}
      onChange={onChange}
      onRestructure={onRestructure}
      nameOf={(link, index) => link.label.trim() || `Link ${index + 1}`}
      columns="minmax(0, 1fr) minmax(0, 1fr)"
      addLabel="Add a link"
      newItem={() => ({ label: '', url: '' })}
      fields={(_, index) => (
        <>
          <DraftField label="Text of the link" required {...field(index, 'label')} />
          <DraftField
            label="Address"
            type="url"
            helperText="Starts with https://"
            required
            {...field(index, 'url')}
          />
        </>
      )}
    />
  );
}
