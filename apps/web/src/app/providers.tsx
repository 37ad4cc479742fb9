import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';
import { THEME_STORAGE_KEY, themeStorageManager } from './theme-storage';

/**
 * Theme (light/dark following the system unless the student chose) and the query cache: `client`
 * when the caller made it first (start.tsx, so route loaders can start fetches), else a new one.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeStorageManager}
      disableTransitionOnChange
      noSsr
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
