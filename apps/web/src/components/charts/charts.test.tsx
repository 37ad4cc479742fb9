import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { setDevicePreferences } from '../../test/match-media';
import { MIN_DRAWING_WIDTH, drawingZoom, wrapLabel } from './chart-figure';
import { BarChart } from './bar-chart';
import { CompareChart } from './compare-chart';
import { DonutChart } from './donut-chart';
import { GaugeChart } from './gauge-chart';

function renderChart(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/** The figure named by its caption, and the text alternative's lines. */
function figure(name: string) {
  const element = screen.getByRole('figure', { name });
  const lines = within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  // Nothing in the hidden drawing may take keyboard focus.
  expect(element.querySelector('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toBeNull();
  return { element, lines };
}

describe('GaugeChart', () => {
  const bands = [
    { from: 0, to: 0, label: 'Non-User' },
    { from: 1, to: 2, label: 'Low' },
    { from: 3, to: 5, label: 'Moderate' },
  ];

  it('gives the value and its band in words, with the drawing hidden', () => {
    const { container } = renderChart(
      <GaugeChart value={4} max={5} label="Your DAST score" bands={bands} />,
    );
    const { element, lines } = figure('Your DAST score');
    expect(lines).toEqual([
      'Your DAST score: 4 out of 5, in the Moderate band.',
      'Bands: Non-User 0; Low 1 to 2; Moderate 3 to 5.',
    ]);
    expect(within(element).getByText('Your DAST score').tagName).toBe('FIGCAPTION');
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('uses the given value text and draws without bands', () => {
    renderChart(<GaugeChart value={7} max={10} label="Score" valueText="seven of ten" />);
    expect(figure('Score').lines).toEqual(['Score: seven of ten.']);
  });

  it('renders with reduced motion requested', () => {
    setDevicePreferences({ reducedMotion: true });
    renderChart(<GaugeChart value={0} max={10} label="Score" />);
    expect(figure('Score').lines).toEqual(['Score: 0 out of 10.']);
  });
});

describe('DonutChart', () => {
  it('shows a visible legend with each part, its number and share', () => {
    renderChart(
      <DonutChart
        label="Your quiz answers"
        centerText="7 / 10"
        data={[
          { label: 'Right', value: 7 },
          { label: 'Wrong', value: 3 },
        ]}
      />,
    );
    const { element, lines } = figure('Your quiz answers');
    expect(lines).toEqual(['Right: 7 (70%).', 'Wrong: 3 (30%).']);
    expect(within(element).getByText('Right: 7 (70%).')).toBeVisible();
    expect(within(element).getByText('7 / 10').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('leaves out shares when every part is zero', () => {
    renderChart(<DonutChart label="Nothing yet" data={[{ label: 'Right', value: 0 }]} />);
    expect(figure('Nothing yet').lines).toEqual(['Right: 0.']);
  });
});

describe('BarChart', () => {
  it('gives every bar in words', () => {
    renderChart(
      <BarChart
        label="Upsides and downsides you chose"
        max={10}
        data={[
          { label: 'Upsides you chose', value: 5 },
          { label: 'Downsides you chose', value: 2 },
        ]}
      />,
    );
    expect(figure('Upsides and downsides you chose').lines).toEqual([
      'Upsides you chose: 5.',
      'Downsides you chose: 2.',
    ]);
  });
});

describe('CompareChart', () => {
  it('gives the guess and the real figure for each item, with the unit', () => {
    renderChart(
      <CompareChart
        label="Your guesses and the real figures"
        items={[
          { label: 'Never used an illegal drug', axisLabel: 'Never used', guess: 60, actual: 43 },
          { label: 'Used one in the past 12 months', guess: 20, actual: 34 },
        ]}
      />,
    );
    expect(figure('Your guesses and the real figures').lines).toEqual([
      'Never used an illegal drug. Your guess: 60%. The real figure: 43%.',
      'Used one in the past 12 months. Your guess: 20%. The real figure: 34%.',
    ]);
  });

  it('writes other units after the number', () => {
    renderChart(
      <CompareChart
        label="Hours"
        unit="hours"
        items={[{ label: 'Sleep', guess: 6, actual: 7.5 }]}
      />,
    );
    expect(figure('Hours').lines).toEqual([
      'Sleep. Your guess: 6 hours. The real figure: 7.5 hours.',
    ]);
  });
});

describe('wrapLabel', () => {
  it('breaks long labels into lines at word boundaries', () => {
    expect(wrapLabel('Used one in the past 12 months', 16)).toBe('Used one in the\npast 12 months');
    expect(wrapLabel('Short')).toBe('Short');
  });
});

describe('charts with the text set larger', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.style.removeProperty('font-size');
    vi.restoreAllMocks();
  });

  it('zoom a drawing as much as the text grows, as far as its width allows, never below 1', () => {
    expect(drawingZoom(32, 1000)).toEqual({ zoom: 2, short: false });
    expect(drawingZoom(20, 1000)).toEqual({ zoom: 1.25, short: false });
    expect(drawingZoom(32, MIN_DRAWING_WIDTH * 1.5)).toEqual({ zoom: 1.5, short: true });
    expect(drawingZoom(32, 200)).toEqual({ zoom: 1, short: true });
    expect(drawingZoom(16, 200)).toEqual({ zoom: 1, short: false });
    expect(drawingZoom(12, 1000)).toEqual({ zoom: 1, short: false });
    expect(drawingZoom(Number.NaN, 1000)).toEqual({ zoom: 1, short: false });
  });

  /** Whether the figure's list of numbers in words is on screen (not visually hidden). */
  const wordsShown = (name: string) =>
    getComputedStyle(within(figure(name).element).getByTestId('chart-text-alternative'))
      .position !== 'absolute';

  it('show the numbers in words when the text grew more than the drawing could', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    root.style.fontSize = '32px';
    renderChart(<BarChart label="Chosen" data={[{ label: 'Upsides you chose', value: 5 }]} />);
    expect(wordsShown('Chosen')).toBe(true);
  });

  it('keep the words for screen readers when the drawing grew as much as the text', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700);
    root.style.fontSize = '32px';
    renderChart(<BarChart label="Chosen" data={[{ label: 'Upsides you chose', value: 5 }]} />);
    expect(wordsShown('Chosen')).toBe(false);
  });
});
