import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@clearpath/core';
import { AppProviders } from '../app/providers';
import { requestTracker } from '../lib/request-tracker';
import { TopProgressBar } from './top-progress-bar';
import { progressAt } from './use-progress-bar';

const tracker = () => requestTracker.getState();
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function renderBar() {
  return render(
    <AppProviders>
      <TopProgressBar />
    </AppProviders>,
  );
}

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden from everyone while idle', () => {
    renderBar();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never appears for a request quicker than the throttle', () => {
    renderBar();
    act(() => tracker().start());
    advance(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => tracker().end());
    advance(PROGRESS_BAR_DURATION_MS);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('appears after the throttle, advances over the duration, then fills and hides', () => {
    renderBar();
    act(() => tracker().start());
    advance(PROGRESS_BAR_THROTTLE_MS);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    advance(PROGRESS_BAR_DURATION_MS / 2);
    const halfway = Number(bar.getAttribute('aria-valuenow'));
    expect(halfway).toBeGreaterThan(30);
    expect(halfway).toBeLessThan(90);

    advance(PROGRESS_BAR_DURATION_MS);
    expect(bar).toHaveAttribute('aria-valuenow', '90');

    act(() => tracker().end());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    advance(400);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps going while any request is still pending', () => {
    renderBar();
    act(() => {
      tracker().start();
      tracker().start();
    });
    advance(PROGRESS_BAR_THROTTLE_MS);
    act(() => tracker().end());
    advance(1000);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('turns red with an accessible "Loading failed" name when a request fails', () => {
    const { container } = renderBar();
    act(() => tracker().start());
    advance(PROGRESS_BAR_THROTTLE_MS);
    act(() => tracker().fail());
    const bar = screen.getByRole('progressbar', { name: 'Loading failed' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveClass('MuiLinearProgress-colorError');
    expect(container.querySelector('[data-state="failed"]')).not.toBeNull();
    advance(2500);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops being red after the hold even when the next request starts during it', () => {
    renderBar();
    act(() => tracker().start());
    act(() => tracker().fail());
    advance(100);
    act(() => tracker().start());
    act(() => tracker().end());
    advance(5000);
    expect(screen.queryByRole('progressbar', { name: 'Loading failed' })).not.toBeInTheDocument();
  });

  it('shows the failed state even for a quick failure', () => {
    renderBar();
    act(() => {
      tracker().start();
      tracker().fail();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading failed' })).toBeInTheDocument();
  });
});

describe('progressAt', () => {
  it('eases from 0 to 90 over the duration and stays there', () => {
    expect(progressAt(0, 5000)).toBe(0);
    expect(progressAt(2500, 5000)).toBe(68);
    expect(progressAt(5000, 5000)).toBe(90);
    expect(progressAt(60_000, 5000)).toBe(90);
  });
});
