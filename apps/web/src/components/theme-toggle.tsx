import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DeviceModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { THEME_OPTIONS, type ThemeMode } from './theme-options';

/**
 * The menu's code loads when the button is first pointed at, focused or pressed: it is on no
 * page's way to the screen.
 */
const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadMenu);

const ICONS = { system: DeviceModeIcon, light: LightModeIcon, dark: DarkModeIcon };

/**
 * Watches for the student's next press of a key or a pointer, anywhere. `stop` ends the watch
 * and says whether one came.
 */
function studentActsAgain(): { stop: () => boolean } {
  let acted = false;
  const note = () => {
    acted = true;
  };
  const options = { capture: true } as const;
  document.addEventListener('keydown', note, options);
  document.addEventListener('pointerdown', note, options);
  return {
    stop: () => {
      document.removeEventListener('keydown', note, options);
      document.removeEventListener('pointerdown', note, options);
      return acted;
    },
  };
}

/** Light, dark or "match my device" (the default); MUI remembers the choice. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const current: ThemeMode = mode ?? 'system';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Drawn from the first press on, so the menu can close with its transition.
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const Icon = ICONS[current];
  const currentLabel = THEME_OPTIONS.find((option) => option.mode === current)?.label ?? '';

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
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          const button = event.currentTarget;
          // Opened (and said to be) once its code is here, and only if the student has not
          // pressed anything since: a slow load must not pull them back from where they went.
          // The app moving the focus meanwhile (a page arriving focuses its heading) is not the
          // student going elsewhere.
          const movedOn = studentActsAgain();
          void loadMenu().then(() => {
            if (movedOn.stop()) return;
            setWanted(true);
            setAnchor(button);
          });
        }}
      >
        <Icon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <ThemeMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
