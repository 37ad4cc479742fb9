import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DeviceModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';

type ThemeMode = 'system' | 'light' | 'dark';

const OPTIONS: { mode: ThemeMode; label: string }[] = [
  { mode: 'system', label: 'Match my device' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
];

const ICONS = { system: DeviceModeIcon, light: LightModeIcon, dark: DarkModeIcon };

/** Light, dark or "match my device" (the default); MUI remembers the choice. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const current: ThemeMode = mode ?? 'system';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const Icon = ICONS[current];
  const currentLabel = OPTIONS.find((option) => option.mode === current)?.label ?? '';

  const choose = (next: ThemeMode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={`Theme: ${currentLabel}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {OPTIONS.map((option) => (
          <MenuItem
            key={option.mode}
            role="menuitemradio"
            aria-checked={option.mode === current}
            selected={option.mode === current}
            onClick={() => choose(option.mode)}
          >
            <ListItemIcon>{option.mode === current ? <CheckIcon /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
