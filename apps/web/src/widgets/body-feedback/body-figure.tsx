import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { BODY_PANELS, type BodyPanel } from '@clearpath/core';
import { BODY_PARTS } from './body-parts';

const WIDTH = 200;
const HEIGHT = 400;

/** A simple, friendly outline of a person, drawn in the text colour so it suits either scheme. */
function Figure() {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: '100%', color: 'text.secondary' }}
    >
      <g fill="currentColor" fillOpacity={0.14} stroke="currentColor" strokeOpacity={0.55}>
        <g strokeWidth={2}>
          <circle cx={100} cy={56} r={40} />
          <rect x={88} y={94} width={24} height={16} rx={6} />
          <path d="M64 108 Q100 98 136 108 Q150 112 148 130 L140 250 Q100 262 60 250 L52 130 Q50 112 64 108 Z" />
          <circle cx={26} cy={250} r={12} />
          <circle cx={174} cy={250} r={12} />
        </g>
        <g fill="none" strokeWidth={20} strokeLinecap="round" strokeOpacity={0.2}>
          <path d="M58 118 L30 236" />
          <path d="M142 118 L170 236" />
          <path d="M82 252 L78 384" />
          <path d="M118 252 L122 384" />
        </g>
      </g>
    </Box>
  );
}

/**
 * The body diagram: the figure with one numbered hotspot button per panel, at the same size on a
 * phone as on a wide screen (it fits a 320 px screen). The numbers match the list beside it; each
 * button is named by its body part and tells which one is open.
 */
export function BodyFigure({
  selected,
  controls,
  onSelect,
}: {
  selected: BodyPanel | null;
  /** The id of the text each hotspot opens. */
  controls: (panel: BodyPanel) => string;
  onSelect: (panel: BodyPanel) => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Body diagram"
      sx={{ position: 'relative', width: 220, height: 440, mx: 'auto', flexShrink: 0 }}
    >
      <Figure />
      {BODY_PANELS.map((panel, index) => {
        const part = BODY_PARTS[panel];
        const pressed = selected === panel;
        return (
          <ButtonBase
            key={panel}
            aria-label={part.label}
            aria-pressed={pressed}
            aria-controls={controls(panel)}
            onClick={() => onSelect(panel)}
            sx={{
              position: 'absolute',
              left: `${(part.x / WIDTH) * 100}%`,
              top: `${(part.y / HEIGHT) * 100}%`,
              transform: 'translate(-50%, -50%)',
              width: 28,
              height: 28,
              borderRadius: '50%',
              border: '2px solid',
              borderColor: 'primary.main',
              bgcolor: pressed ? 'primary.main' : 'background.paper',
              color: pressed ? 'primary.contrastText' : 'primary.main',
              fontSize: '0.8rem',
              fontWeight: 700,
              '&:hover': { boxShadow: 3 },
              '&.Mui-focusVisible, &:focus-visible': {
                outline: '3px solid',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              },
            }}
          >
            <span aria-hidden="true">{index + 1}</span>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
