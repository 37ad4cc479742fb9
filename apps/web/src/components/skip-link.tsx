import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { MAIN_CONTENT_ID } from '../config/routes';

/** The first tab stop on every page: hidden until focused, it moves focus to the main content. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Handled here so the router does not treat the hash as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
