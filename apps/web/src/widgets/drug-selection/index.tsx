import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DRUGS, type DrugId } from '@clearpath/core';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';

/** The answer that means no drug was used: it cannot be combined with a drug. */
export const NONE = 'none';

const nameOf = (id: DrugId) => DRUGS.find((drug) => drug.id === id)?.name ?? String(id);

function drugIds(answer: string[]): DrugId[] {
  return DRUGS.map((drug) => drug.id).filter((id) => answer.includes(String(id)));
}

/** The saved answer in words, for the read-only view. */
export function describeSaved(selection: readonly DrugId[], primary: DrugId | null): string {
  if (selection.length === 0)
    return "You told us you haven't used any drugs in the past 12 months.";
  const names = selection.map(nameOf).join(', ');
  if (selection.length === 1 || primary === null) return `You told us you have used: ${names}.`;
  return `You told us you have used: ${names}. The one you used most: ${nameOf(primary)}.`;
}

/**
 * The drugs used in the past 12 months (docs/product.md §3 drugs 0–7) or "None", and the one used most
 * when there are several. Kept in the navigation history while the student chooses; saved with
 * `commit_selected_drugs` when they go on with Next. The first saved answer stands (docs/product.md §5):
 * after that it is shown read-only.
 */
function DrugSelection({ attributes, pageId }: WidgetProps<'drug-selection'>) {
  const label = attributes.label ?? 'Drugs I have used in the past 12 months';
  const [answer, saveAnswer] = usePageAnswer<string[]>(pageId, 'drugs');
  const [primaryAnswer, savePrimary] = usePageAnswer<string>(pageId, 'primary-drug');
  const saved = useProfileStore((state) => state.selected_drugs);
  const savedPrimary = useProfileStore((state) => state.profile.primary_drug);
  const chosen = Array.isArray(answer) ? answer : [];
  const selection = drugIds(chosen);
  const none = chosen.includes(NONE);
  const primary: DrugId | null =
    selection.length === 1
      ? selection[0]!
      : (selection.find((id) => String(id) === primaryAnswer) ?? null);
  const legendId = `${pageId}-drugs-legend`;
  const primaryId = `${pageId}-primary-legend`;

  const gate = useBeforeNext(pageId, () => {
    if (useProfileStore.getState().selected_drugs !== null) return null;
    if (!none && selection.length === 0) {
      return 'Tick the drugs you have used in the past 12 months, or "None of these".';
    }
    if (selection.length > 1 && primary === null) return 'Choose the drug you used most.';
    // Saved in order by the commit queue; the page does not wait for a weak signal.
    void useProfileStore.getState().saveSelectedDrugs(none ? [] : selection, none ? null : primary);
    return null;
  });

  if (saved !== null) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        {describeSaved(saved, savedPrimary)} Your feedback is based on this answer, so it stays as
        it is.
      </Alert>
    );
  }

  function toggle(id: string, checked: boolean) {
    if (id === NONE) {
      saveAnswer(checked ? [NONE] : []);
      return;
    }
    const next = new Set(chosen.filter((entry) => entry !== NONE));
    if (checked) next.add(id);
    else next.delete(id);
    saveAnswer(DRUGS.map((drug) => String(drug.id)).filter((entry) => next.has(entry)));
  }

  return (
    <>
      <FormControl
        component="fieldset"
        sx={{ my: 2, width: '100%' }}
        // The gate's message stands for the one thing the answers lack (any change takes it away).
        aria-describedby={selection.length > 1 ? undefined : gate.describedBy}
      >
        <FormLabel component="legend" id={legendId} sx={{ mb: 1, color: 'text.primary' }}>
          {label}
        </FormLabel>
        <FormGroup
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
        >
          {DRUGS.map((drug) => (
            <FormControlLabel
              key={drug.id}
              sx={{ py: 0.25 }}
              control={
                <Checkbox
                  checked={chosen.includes(String(drug.id))}
                  onChange={(event) => toggle(String(drug.id), event.target.checked)}
                />
              }
              label={drug.name}
            />
          ))}
        </FormGroup>
        <Divider sx={{ my: 1 }} />
        <FormControlLabel
          control={
            <Checkbox checked={none} onChange={(event) => toggle(NONE, event.target.checked)} />
          }
          label="None of these"
        />
      </FormControl>
      {selection.length > 1 && (
        <FormControl component="fieldset" sx={{ my: 2, width: '100%' }}>
          <FormLabel component="legend" id={primaryId} sx={{ mb: 1, color: 'text.primary' }}>
            Which one did you use most?
          </FormLabel>
          <RadioGroup
            aria-labelledby={primaryId}
            aria-describedby={gate.describedBy}
            aria-invalid={gate.stopped || undefined}
            name={`${pageId}-primary-drug`}
            value={primary === null ? '' : String(primary)}
            onChange={(event) => savePrimary(event.target.value)}
          >
            {selection.map((id) => (
              <FormControlLabel
                key={id}
                value={String(id)}
                control={<Radio />}
                label={nameOf(id)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </>
  );
}

export const widget: WebWidget<'drug-selection'> = {
  name: 'drug-selection',
  Component: DrugSelection,
};
