import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageBlockedPage } from '../../app/errors/storage-blocked-page';
import { isSiteStorageBlocked } from '../../lib/site-storage';
import { useCommitQueueState } from '../profile/profile-sync';
import { useHistoryReach } from '../navigation/history-reach';
import {
  ConnectionBanner,
  OFFLINE_MESSAGE,
  SERVER_WAIT_MESSAGE,
  SLOW_MESSAGE,
  answersWaiting,
} from './connection-banner';
import { InstallLink, isIosBrowser } from './install-dialog';
import { usePwaStore, type InstallPromptEvent } from './pwa-store';

afterEach(() => {
  usePwaStore.setState({ online: true, applyUpdate: null, installOffer: null });
  useCommitQueueState.setState({ waiting: 0, held: 0, blocked: null });
  useHistoryReach.setState({ unreachable: false, slow: false });
});

describe('the connection banner', () => {
  it('says nothing while online with nothing waiting', () => {
    render(<ConnectionBanner />);
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('says the student is offline, and how many answers wait, politely', () => {
    usePwaStore.setState({ online: false });
    useCommitQueueState.setState({ waiting: 3, held: 0, blocked: 'offline' });
    render(<ConnectionBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(OFFLINE_MESSAGE);
    expect(status).toHaveTextContent('3 answers waiting to be sent');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the offline message when nothing gets through although the browser says online', () => {
    useCommitQueueState.setState({ waiting: 1, held: 0, blocked: 'offline' });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.getByRole('status')).toHaveTextContent('1 answer waiting to be sent');
  });

  it('shows the offline message when a save of typed text finds no connection, until one gets through', () => {
    // A free-text page: its answers go in the navigation history, not the commit queue.
    render(<ConnectionBanner />);
    act(() => useHistoryReach.setState({ unreachable: true }));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    act(() => useHistoryReach.setState({ unreachable: false }));
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('counts answers waiting for a renewed session, and kindly tells of answers kept on the phone', () => {
    useCommitQueueState.setState({ waiting: 3, held: 1, blocked: 'session' });
    render(<ConnectionBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2 answers waiting to be sent');
    expect(status).toHaveTextContent('Your latest answer is kept on this phone');
    expect(status).not.toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('says the connection is slow, not that the phone is offline, while answers time out', () => {
    useCommitQueueState.setState({ waiting: 2, held: 0, blocked: 'slow' });
    render(<ConnectionBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SLOW_MESSAGE);
    expect(status).toHaveTextContent('2 answers waiting to be sent');
    expect(status).not.toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('says the connection is slow when a save of typed text timed out', () => {
    render(<ConnectionBanner />);
    act(() => useHistoryReach.setState({ unreachable: true, slow: true }));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_MESSAGE);
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('says the answers are kept while the server cannot store them (its database or disk)', () => {
    useCommitQueueState.setState({ waiting: 2, held: 0, blocked: 'server' });
    render(<ConnectionBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SERVER_WAIT_MESSAGE);
    expect(status).toHaveTextContent('2 answers waiting to be sent');
    expect(status).not.toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('offers "A new version is ready — Reload" and reloads on the tap', async () => {
    const applyUpdate = vi.fn();
    usePwaStore.setState({ applyUpdate });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^A new version is ready —\s*Reload$/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('words one and many answers', () => {
    expect(answersWaiting(1)).toBe('1 answer waiting to be sent');
    expect(answersWaiting(4)).toBe('4 answers waiting to be sent');
  });
});

describe('Install', () => {
  it('is not offered when the browser makes no offer (and this is not an iPhone)', () => {
    render(<InstallLink />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('opens the install dialog and hands over to the browser on Install', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    act(() => {
      usePwaStore.setState({
        installOffer: Object.assign(new Event('beforeinstallprompt'), {
          prompt,
        }) as InstallPromptEvent,
      });
    });
    render(<InstallLink />);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Clearpath' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(usePwaStore.getState().installOffer).toBeNull());
  });

  it('knows an iPhone, an iPad and an iPad that says it is a Mac', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
    expect(isIosBrowser({ userAgent: phone, maxTouchPoints: 5, platform: 'iPhone' })).toBe(true);
    expect(isIosBrowser({ userAgent: 'Macintosh', maxTouchPoints: 5, platform: 'MacIntel' })).toBe(
      true,
    );
    expect(isIosBrowser({ userAgent: 'Macintosh', maxTouchPoints: 0, platform: 'MacIntel' })).toBe(
      false,
    );
    expect(isIosBrowser({ userAgent: 'Android 15', maxTouchPoints: 5, platform: 'Linux' })).toBe(
      false,
    );
  });
});

describe('blocked site storage', () => {
  it('is noticed when touching storage throws', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Window;
    expect(isSiteStorageBlocked(blocked)).toBe(true);
    expect(isSiteStorageBlocked(window)).toBe(false);
  });

  it('gets the error page with every support number', () => {
    render(<StorageBlockedPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "Oh no! There's been an error." }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(screen.getByRole('link', { name: 'Text 50808' })).toHaveAttribute('href', 'sms:50808');
  });
});
