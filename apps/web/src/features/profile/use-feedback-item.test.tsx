import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { useProfileStore } from './profile-store';
import { commitQueue } from './profile-sync';
import { useFeedbackItem } from './use-feedback-item';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useFeedbackItem for process_confidence', () => {
  it('asks only once the confidence and the willingness before it have reached the server', async () => {
    signIn();
    let release: () => void = () => undefined;
    const fetch = stubFetch({
      '/activity/commit_score': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ status: true }));
        }),
      '/processing/process_confidence': () => jsonResponse({ content_no: 1 }),
    });
    /** The requests made so far, as API paths with their query. */
    const paths = () =>
      fetch.mock.calls.map(([input]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
      });

    void useProfileStore.getState().saveScore({ type: 7, value: 5 });
    void useProfileStore.getState().saveWillingness(8);
    const { result } = renderHook(() => useFeedbackItem('process_confidence'), { wrapper });

    // Being worked out: the answers are here, on their way to the server.
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(paths()).toEqual(['/activity/commit_score']));
    expect(commitQueue.size()).toBe(2);
    release();
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', item: 1 }));
    expect(paths()).toEqual([
      '/activity/commit_score',
      '/processing/process_confidence?willingness=8',
      '/processing/process_confidence',
    ]);
  });
});
