import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectConsoleErrors } from '../../test/console';
import type { WidgetProps, WidgetRegistry } from '../../widgets/types';
import { compilePageTree } from '@clearpath/content/page-tree';
import { MarkdownBody, partsOf } from './markdown-body';

function Info({ attributes, children, pageId }: WidgetProps<'info'>) {
  return (
    <aside aria-label={attributes.title ?? 'Note'} data-page={pageId} data-tone={attributes.tone}>
      {children}
    </aside>
  );
}

const registry: Partial<WidgetRegistry> = { info: { name: 'info', Component: Info } };

function renderBody(markdown: string, showErrors: boolean) {
  return render(
    <MemoryRouter>
      <MarkdownBody tree={compilePageTree(markdown)} pageId="1-0" registry={registry} showErrors={showErrors} />
    </MemoryRouter>,
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}

describe('MarkdownBody', () => {
  it('keeps tap-to-call and tap-to-text links, and still drops unsafe ones', () => {
    renderBody(
      'Call [1800 459 459](tel:1800459459), text [50808](sms:50808) or [this](javascript:alert(1)).',
      false,
    );
    expect(screen.getByRole('link', { name: '1800 459 459' })).toHaveAttribute(
      'href',
      'tel:1800459459',
    );
    expect(screen.getByRole('link', { name: '50808' })).toHaveAttribute('href', 'sms:50808');
    expect(screen.getByText('this')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('keeps a widget mounted, with its own state, when the page renders again', () => {
    const withCounter: Partial<WidgetRegistry> = {
      ...registry,
      'progress-bar': { name: 'progress-bar', Component: Counter },
    };
    const body = (text: string) => (
      <MemoryRouter>
        <MarkdownBody tree={compilePageTree(text)} pageId="1-2" registry={withCounter} showErrors />
      </MemoryRouter>
    );
    const view = render(body('::progress-bar\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    view.rerender(body('::progress-bar\n'));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('renders headings, lists and a known container widget with its Markdown inside', () => {
    renderBody(
      '## What happens\n\n- One\n- Two\n\n:::info{title="Why we ask" tone="support"}\nSome **help**.\n:::\n',
      false,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What happens' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const box = screen.getByRole('complementary', { name: 'Why we ask' });
    expect(box).toHaveAttribute('data-page', '1-0');
    expect(box).toHaveAttribute('data-tone', 'support');
    expect(within(box).getByText('help').tagName).toBe('STRONG');
  });

  it('shows an unknown widget as an error box in development', () => {
    renderBody('Before\n\n::quiz-wheel\n', true);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown widget "quiz-wheel"');
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('logs an unknown widget and skips it in production', () => {
    const logged = expectConsoleErrors();
    renderBody('Before\n\n::quiz-wheel\n\nAfter\n', false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(String(logged.mock.calls[0]?.[0])).toContain('Unknown widget "quiz-wheel" on page 1-0');
  });

  it('shows bad attributes in development and skips the widget in production', () => {
    renderBody(':::info{tone="loud"}\nText\n:::\n', true);
    expect(screen.getByRole('alert')).toHaveTextContent('Widget "info" has bad attributes');
    expect(screen.getByRole('alert')).toHaveTextContent('tone');
  });

  it('skips a widget with bad attributes in production, logging why', () => {
    const logged = expectConsoleErrors();
    renderBody(':::info{colour="red"}\nText\n:::\n', false);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('reports a widget that is not in the registry yet', () => {
    renderBody('::diagram{src="/images/a.svg" alt="A diagram"}\n', true);
    expect(screen.getByRole('alert')).toHaveTextContent('Widget "diagram" is not available');
  });

  it('draws only its first parts when asked, keeping them as more are added', () => {
    const tree = compilePageTree('First part.\n\n:::info{title="Second"}\nInside.\n:::\n\nThird part.\n');
    const body = (parts?: number) => (
      <MemoryRouter>
        <MarkdownBody tree={tree} pageId="1-0" registry={registry} showErrors={false} parts={parts} />
      </MemoryRouter>
    );
    const { rerender } = render(body(1));
    expect(partsOf(tree)).toBe(3);
    expect(screen.getByText('First part.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Second' })).toBeNull();
    const first = screen.getByText('First part.');
    rerender(body(2));
    expect(screen.getByRole('complementary', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText('Third part.')).toBeNull();
    rerender(body(undefined));
    expect(screen.getByText('Third part.')).toBeInTheDocument();
    expect(screen.getByText('First part.')).toBe(first);
  });
});
