import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  ACTIVITY_TYPES,
  INPUT_LIMITS,
  STATEMENT_LIST_MAX,
  isProfileValueSet,
  sameAnswerValue,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { describeLength } from '../shared/character-count';
import type { WebWidget, WidgetProps } from '../types';
import { TextList } from '../plan-card/plan-sections';
import { SavedAnswers } from '../shared/saved-note';

/** The character counter shows once a statement is this close to core's limit. */
const COUNTER_FROM = INPUT_LIMITS.text - 100;

interface Field {
  key: number;
  text: string;
}

let lastKey = 0;
function field(text: string): Field {
  lastKey += 1;
  return { key: lastKey, text };
}

/** What is saved: the written statements, trimmed, blanks left out. */
export function statementsOf(texts: readonly unknown[]): string[] {
  return texts
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

function savedStatements(saved: unknown): string[] {
  return Array.isArray(saved) ? statementsOf(saved) : [];
}

/** The fields to show: the saved statements, then blank ones up to `min` (at least one). */
function fieldsFor(statements: readonly string[], min: number, max: number): Field[] {
  const count = Math.min(max, Math.max(1, min, statements.length));
  return Array.from({ length: count }, (_, index) => field(statements[index] ?? ''));
}

/** What one entry of a list is called, and several: "Goal" and "goals". */
export interface EntryNouns {
  one: string;
  many: string;
}

const STATEMENTS: EntryNouns = { one: 'Statement', many: 'statements' };

/** The gate's kind message while fewer than `min` entries are written. */
export function missingStatementsMessage(
  written: number,
  min: number,
  nouns: EntryNouns = STATEMENTS,
): string | null {
  if (written >= min) return null;
  if (min === 1)
    return `Write one ${nouns.one.toLowerCase()} in your own words before you go on. A few words is plenty.`;
  return `Write at least ${min} ${nouns.many} in your own words before you go on (you have ${written} so far). A few words each is plenty.`;
}

/**
 * Short statements in the student's own words, one field each, saved as they type as the
 * non-blank trimmed texts (string[]). Blank fields stay on this screen only. With `min`, Next
 * waits until that many are written; with `activity="personalGoals"`, Next saves them to the
 * profile once as the student's personal goals. Once saved there (they are kept as first given,
 * and the plan shows them), or in review mode, the list is shown as it stands, not as fields.
 */
function StatementList({ attributes, pageId }: WidgetProps<'statement-list'>) {
  const { data_id: dataId, min = 0, placeholder } = attributes;
  const max = attributes.max ?? STATEMENT_LIST_MAX;
  const label = attributes.label ?? 'In your own words';
  const nouns: EntryNouns = {
    one: attributes.item ?? STATEMENTS.one,
    many: attributes.items ?? STATEMENTS.many,
  };
  const [saved, save] = usePageAnswer<string[]>(pageId, dataId);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const goals = useProfileStore((state) =>
    attributes.activity === 'personalGoals' && isProfileValueSet(state.profile, 'personalGoals')
      ? state.profile.personalGoals
      : null,
  );
  const [fields, setFields] = useState(() => fieldsFor(savedStatements(saved), min, max));
  const [seen, setSeen] = useState(saved);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);
  const written = statementsOf(fields.map((entry) => entry.text));
  const statusId = `${pageId}-${dataId}-status`;
  const hintId = `${pageId}-${dataId}-hint`;

  // Answers restored after this mounted (a login on another device) replace the fields.
  if (saved !== seen) {
    setSeen(saved);
    const restored = savedStatements(saved);
    if (!sameAnswerValue(restored, written)) setFields(fieldsFor(restored, min, max));
  }

  const gate = useBeforeNext(pageId, () => {
    const navigation = useNavigationStore.getState();
    // Looking back, the statements are shown, not asked for (as every answer widget does).
    if (goals !== null || navigation.review_mode) return null;
    const statements = savedStatements(navigation.navigation_history[pageId]?.[dataId]);
    const message = missingStatementsMessage(statements.length, min, nouns);
    // With activity="personalGoals" the statements go to the profile once (commit_activity 2);
    // the profile store sends a list only the first time, and nothing in review mode.
    if (message === null && attributes.activity === 'personalGoals' && statements.length > 0) {
      void useProfileStore
        .getState()
        .saveActivity({ type: ACTIVITY_TYPES.personalGoals, value: statements });
    }
    return message;
  });

  function update(next: Field[]) {
    setFields(next);
    const statements = statementsOf(next.map((entry) => entry.text));
    if (!sameAnswerValue(statements, savedStatements(saved))) save(statements);
  }

  function register(key: number) {
    return (element: HTMLInputElement | null) => {
      if (element === null) {
        inputs.current.delete(key);
        return;
      }
      inputs.current.set(key, element);
      if (focusNext.current === key) {
        focusNext.current = null;
        element.focus();
      }
    };
  }

  function add() {
    const added = field('');
    focusNext.current = added.key;
    update([...fields, added]);
  }

  /** Enter in a statement: on to the next one, or a new one while there is room. */
  function goOn(index: number) {
    const next = fields[index + 1];
    if (next) inputs.current.get(next.key)?.focus();
    else if (fields.length < max && fields[index]?.text.trim()) add();
  }

  function remove(index: number) {
    if (fields.length === 1) {
      // The only field is emptied: focus stays in the (new, empty) field, not on the page.
      const emptied = field('');
      focusNext.current = emptied.key;
      update([emptied]);
      return;
    }
    const rest = fields.filter((_, at) => at !== index);
    const target = rest[Math.max(0, index - 1)]!;
    update(rest);
    inputs.current.get(target.key)?.focus();
  }

  if (goals !== null || reviewMode) {
    return (
      <SavedStatements
        label={label}
        statements={goals ?? savedStatements(saved)}
        savedSubject={goals === null ? null : `Your ${nouns.many}`}
      />
    );
  }

  return (
    <FormControl
      component="fieldset"
      sx={{ my: 2, width: '100%' }}
      aria-describedby={[gate.describedBy, placeholder ? hintId : null, statusId]
        .filter(Boolean)
        .join(' ')}
    >
      <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {/* The example, shown once and always: a field's placeholder hides behind its label. */}
      {placeholder && (
        <Typography id={hintId} color="text.secondary" sx={{ mb: 1.5 }}>
          {placeholder}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((entry, index) => {
          const length = entry.text.length;
          return (
            <Box
              component="li"
              key={entry.key}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                label={`${nouns.one} ${index + 1}`}
                value={entry.text}
                onChange={(event) => {
                  const box = event.target;
                  const raw = box.value;
                  const caret = box.selectionStart ?? raw.length;
                  // A line break typed alone (a phone keyboard's Enter that sends no key): on.
                  if (raw.length === entry.text.length + 1 && /[\r\n]/.test(raw[caret - 1] ?? '')) {
                    goOn(index);
                    return;
                  }
                  // One statement is one line: a pasted line break becomes a space, and the
                  // cursor stays where the paste ended instead of jumping to the end.
                  const text = raw.replace(/[\r\n]+/g, ' ');
                  update(
                    fields.map((other) => (other.key === entry.key ? { ...other, text } : other)),
                  );
                  if (text !== raw) {
                    const at = raw.slice(0, caret).replace(/[\r\n]+/g, ' ').length;
                    requestAnimationFrame(() => box.setSelectionRange(at, at));
                  }
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  goOn(index);
                }}
                helperText={describeLength(length, COUNTER_FROM)}
                inputRef={register(entry.key)}
                fullWidth
                multiline
                slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.text } }}
              />
              <IconButton
                aria-label={`Remove ${nouns.one.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
                sx={{ mt: 1 }}
              >
                <CloseIcon aria-hidden />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1.5 }}>
        {fields.length < max && (
          <Button variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={add}>
            Add another
          </Button>
        )}
        <Typography id={statusId} role="status" color="text.secondary">
          {describeStatements(written.length, min, max, fields.length >= max, nouns)}
        </Typography>
      </Box>
    </FormControl>
  );
}

/** The statements as they stand, read-only: saved to the profile, or looked back at. */
function SavedStatements(props: {
  label: string;
  statements: readonly string[];
  savedSubject: string | null;
}) {
  return (
    <SavedAnswers
      label={props.label}
      saved={props.savedSubject === null ? null : { subject: props.savedSubject }}
    >
      {props.statements.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <TextList items={props.statements} ordered />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Nothing written here.
        </Typography>
      )}
    </SavedAnswers>
  );
}

/** The polite status line under the fields. */
export function describeStatements(
  written: number,
  min: number,
  max: number,
  full: boolean,
  nouns: EntryNouns = STATEMENTS,
): string {
  const count =
    written === 1 ? `1 ${nouns.one.toLowerCase()} added` : `${written} ${nouns.many} added`;
  const need = written < min ? ` Write at least ${min}.` : '';
  const limit = full ? ` That's the most this list holds (${max}).` : '';
  return `${count}.${need}${limit}`;
}

export const widget: WebWidget<'statement-list'> = {
  name: 'statement-list',
  Component: StatementList,
};
