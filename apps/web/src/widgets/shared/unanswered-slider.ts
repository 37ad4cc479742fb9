/**
 * A slider not moved yet: a hollow thumb and no filled track, so its starting place does not
 * look like an answer. Spread into the slider's `sx`; an answered slider gets no extra style.
 */
export function unansweredSliderSx(answered: boolean) {
  return {
    '& .MuiSlider-track': answered ? {} : { display: 'none' },
    '& .MuiSlider-thumb': answered
      ? {}
      : { bgcolor: 'background.paper', border: '2px solid currentColor' },
  };
}
