import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { THEME_OPTIONS, type ThemeMode } from './theme-options';

/**
 * The theme's menu: light, dark or "match my device", the current one checked. Loaded when the
 * theme button is first pressed, so no page waits for the menu's code (issue #19).
 */
export default function ThemeMenu(props: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: ThemeMode;
  onChoose: (mode: ThemeMode) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={props.id}
      anchorEl={props.anchor}
      open={props.anchor !== null}
      onClose={props.onClose}
      slotProps={{ list: { 'aria-labelledby': props.buttonId } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {THEME_OPTIONS.map((option) => (
        <MenuItem
          key={option.mode}
          role="menuitemradio"
          aria-checked={option.mode === props.current}
          selected={option.mode === props.current}
          onClick={() => props.onChoose(option.mode)}
        >
          <ListItemIcon>{option.mode === props.current ? <CheckIcon /> : null}</ListItemIcon>
          <ListItemText>{option.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
