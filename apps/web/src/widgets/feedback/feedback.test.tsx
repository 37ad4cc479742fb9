import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE, type Profile } from '@clearpath/core';
import type { PageDocument } from '../../features/content/content-api';
import { PageContext } from '../../features/content/page-context';
import { usePwaStore } from '../../features/pwa/pwa-store';
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

type Source =
  'process_quiz_score' | 'process_posnegs' | 'process_dast_score' | 'injunctive_overall';

/** Page 1-9 as the content API sends it: a paragraph, then a block for each of the items. */
function pageWith(source: Source, items: number[]): PageDocument {
  return {
    path: '/modules/1/1-9',
    slug: '1-9',
    id: '1-9',
    title: 'Your quiz result',
    tree: [
      { tag: 'p', children: ['How did you do?'] },
      ...items.map((item) => ({
        widget: 'feedback',
        attributes: { source, item: String(item) },
        children: [{ tag: 'p', children: [`Item ${item}`] }],
      })),
    ],
  };
}

/** The blocks of items 0–2 drawn in page order, as the page draws them (the first is item 1). */
function blocks(source: Source) {
  const items = [1, 0, 2];
  return renderWidget(
    <PageContext value={{ page: pageWith(source, items), module: null }}>
      {items.map((item) => (
        <Feedback key={item} pageId="1-9" attributes={{ source, item }}>
          <p>Item {item}</p>
        </Feedback>
      ))}
    </PageContext>,
  );
}

/** A processing call that answers only when `answer` is called. */
function heldCall(path: string, contentNo: number) {
  let answer: () => void = () => undefined;
  const fetch = stubFetch({
    [path]: () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(jsonResponse({ content_no: contentNo }));
      }),
  });
  return { fetch, answer: () => answer() };
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

  it('are a region named "Your feedback", or by their label where a page has several', async () => {
    signIn();
    withProfile({ quiz_score: 5 });
    stubFetch({ '/processing/process_quiz_score': () => jsonResponse({ content_no: 1 }) });
    renderWidget(
      <>
        <Feedback pageId="1-9" attributes={{ source: 'process_quiz_score', item: 1 }}>
          <p>Unnamed</p>
        </Feedback>
        <Feedback
          pageId="1-9"
          attributes={{ source: 'process_quiz_score', item: 1, label: 'Your feedback on the quiz' }}
        >
          <p>Named</p>
        </Feedback>
      </>,
    );
    expect(await screen.findByRole('region', { name: 'Your feedback' })).toHaveTextContent(
      'Unnamed',
    );
    expect(screen.getByRole('region', { name: 'Your feedback on the quiz' })).toHaveTextContent(
      'Named',
    );
  });

  it('send the counts of the chosen effects to process_posnegs, "nothing comes to mind" left out', async () => {
    signIn();
    withProfile({
      positivesList: [{ data_id: 'pos-fun' }],
      negativesList: [{ data_id: 'neg-money' }, { data_id: 'neg-sleep' }, { data_id: 'neg-none' }],
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

  it('hold the place of the feedback, once, while the call is on its way', async () => {
    signIn();
    withProfile({ quiz_score: 5 });
    const call = heldCall('/processing/process_quiz_score', 2);
    const { container } = blocks('process_quiz_score');

    expect(await screen.findByRole('status')).toHaveTextContent('Working out your feedback…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // In the page's first block of the source, where the feedback starts.
    expect(container.firstElementChild).toHaveAttribute(
      'data-feedback-loading',
      'process_quiz_score',
    );
    expect(screen.queryByText(/Item/)).not.toBeInTheDocument();

    await act(async () => call.answer());
    expect(await screen.findByText('Item 2')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Working out your feedback…')).not.toBeInTheDocument();
  });

  it('show nothing while the device is offline, even with the call on its way', async () => {
    signIn();
    withProfile({ quiz_score: 5 });
    const call = heldCall('/processing/process_quiz_score', 0);
    blocks('process_quiz_score');
    await vi.waitFor(() => expect(call.fetch).toHaveBeenCalled());
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => usePwaStore.setState({ online: false }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => usePwaStore.setState({ online: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('show nothing while the answers are missing, and ask nothing', () => {
    signIn();
    withProfile({});
    const fetch = stubFetch({});
    blocks('process_quiz_score');
    expect(screen.queryByText(/Item/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
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
