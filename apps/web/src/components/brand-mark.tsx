import SvgIcon from '@mui/material/SvgIcon';
import { THEME_PRIMARY } from '@clearpath/core';

/** Clearpath's mark: a path that bends and carries on. Decorative; the name is always beside it. */
export function BrandMark() {
  return (
    <SvgIcon viewBox="0 0 32 32" aria-hidden sx={{ color: THEME_PRIMARY, fontSize: 30 }}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 24c0-6 4-7 7-8s7-2 7-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="23" cy="8" r="2.2" fill="#fff" />
    </SvgIcon>
  );
}
