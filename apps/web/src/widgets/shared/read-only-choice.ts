/**
 * A radio choice that can no longer change (saved, or review mode) but still shows the answer:
 * its words in the text colour and the chosen radio in the primary colour, where MUI's disabled
 * greys (1.9:1 on white) would hide which one the student picked. Spread into a
 * FormControlLabel's `sx`.
 */
export const READ_ONLY_CHOICE_SX = {
  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiRadio-root.Mui-disabled.Mui-checked': { color: 'primary.main' },
} as const;
