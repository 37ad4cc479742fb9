import { QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('opened offline, waits for the signal instead of failing, and asks again once it is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    // As QueryClientProvider does: it then hears the browser's online and offline events.
    client.mount();
    expect(onlineManager.isOnline()).toBe(false);
    let online = false;
    const fetchPage = vi.fn(async () => {
      if (!online) throw new ApiError(0, 'network', 'offline');
      return 'the page';
    });
    const observer = new QueryObserver(client, { queryKey: ['page'], queryFn: fetchPage });
    const results: string[] = [];
    const stop = observer.subscribe((result) =>
      results.push(`${result.status}/${result.fetchStatus}`),
    );
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    // After the retry's delay (a second) it pauses rather than trying again.
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'), {
      timeout: 3000,
    });
    expect(observer.getCurrentResult().status).toBe('pending');

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('the page'));
    expect(results).not.toContain('error/idle');
    stop();
    client.unmount();
    client.clear();
  });
});
