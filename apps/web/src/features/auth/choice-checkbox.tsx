import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
  /** Plain-language explanation, read out with the checkbox. */
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and a short explanation of what it means. */
export function ChoiceCheckbox({ label, description, checked, onChange }: Props) {
  const descriptionId = useId();
  return (
    <Box sx={{ mb: 1.5 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
        label={
          <Box component="span" sx={{ fontWeight: 500 }}>
            {label}
          </Box>
        }
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 4.25 }}>
        {description}
      </Typography>
    </Box>
  );
}
