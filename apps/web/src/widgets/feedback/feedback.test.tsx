import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE, type Profile } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { widget as audience } from '../audience';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const Feedback = widget.Component;

function withProfile(changes: Partial<Profile>, selected: number[] | null = [2]) {
  useProfileStore.setState({
    profile: { ...EMPTY_PROFILE, ...changes },
    selected_drugs: selected as never,
  });
}

function blocks(
  source: 'process_quiz_score' | 'process_posnegs' | 'process_dast_score' | 'injunctive_overall',
) {
  return renderWidget(
    <>
      {[0, 1, 2].map((item) => (
        <Feedback key={item} pageId="1-9" attributes={{ source, item }}>
          <p>Item {item}</p>
        </Feedback>
      ))}
    </>,
  );
}

describe('feedback blocks', () => {
  it("show only the item the processing call picks for the student's saved score", async () => {
    signIn();
    withProfile({ quiz_score: 5 });
    const fetch = stubFetch({
      '/processing/process_quiz_score': () => jsonResponse({ content_no: 1 }),
    });
    blocks('process_quiz_score');
    expect(await screen.findByText('Item 1')).toBeVisible();
    expect(screen.queryByText('Item 0')).not.toBeInTheDocument();
    expect(screen.queryByText('Item 2')).not.toBeInTheDocument();
    // One request for the three blocks.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('send the counts of the chosen effects to process_posnegs', async () => {
    signIn();
    withProfile({
      positivesList: [{ data_id: 'pos-fun' }],
      negativesList: [{ data_id: 'neg-money' }, { data_id: 'neg-sleep' }],
    });
    const fetch = stubFetch({
      '/processing/process_posnegs': () => jsonResponse({ content_no: 0 }),
    });
    blocks('process_posnegs');
    expect(await screen.findByText('Item 0')).toBeVisible();
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ positives: 1, negatives: 2 });
  });

  it('ask for the DAST item of a student who used no drug without DAST answers', async () => {
    signIn();
    withProfile({ user_type: 1 }, []);
    stubFetch({ '/processing/process_dast_score': () => jsonResponse({ content_no: 0 }) });
    blocks('process_dast_score');
    expect(await screen.findByText('Item 0')).toBeVisible();
  });

  it('show nothing while the answers are missing, and ask nothing', () => {
    signIn();
    withProfile({});
    const fetch = stubFetch({});
    blocks('process_quiz_score');
    expect(screen.queryByText(/Item/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('show nothing when the call fails (docs/product.md §8), and log it', async () => {
    signIn();
    withProfile({ quiz_score: 5 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      '/processing/process_quiz_score': () =>
        jsonResponse({ error: { code: 'internal', message: 'Broken' } }, 500),
    });
    blocks('process_quiz_score');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(/Item/)).not.toBeInTheDocument();
  });

  it('take the injunctive overall result from core without a request', () => {
    withProfile({ injunctiveNorms: [1, 3, 6] });
    const fetch = stubFetch({});
    blocks('injunctive_overall');
    expect(screen.getByText('Item 1')).toBeVisible();
    expect(screen.queryByText('Item 2')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('audience blocks', () => {
  it('show their Markdown only to the user types named', () => {
    const Audience = audience.Component;
    useNavigationStore.setState({ user_type: 3 });
    renderWidget(
      <>
        <Audience pageId="1-10" attributes={{ user_types: [1] }}>
          <p>For non-users</p>
        </Audience>
        <Audience pageId="1-10" attributes={{ user_types: [2, 3] }}>
          <p>For users</p>
        </Audience>
      </>,
    );
    expect(screen.getByText('For users')).toBeVisible();
    expect(screen.queryByText('For non-users')).not.toBeInTheDocument();
  });
});
