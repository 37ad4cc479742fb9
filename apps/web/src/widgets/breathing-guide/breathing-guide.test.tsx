import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setDevicePreferences } from '../../test/match-media';
import { renderWidget } from '../shared/test-utils';
import { nextStep, PHASES, widget } from './index';

const { Component } = widget;
const [IN, HOLD, OUT] = PHASES.map((phase) => phase.ms) as [number, number, number];

function show(breaths?: number) {
  vi.useFakeTimers();
  renderWidget(<Component pageId="2-7" attributes={breaths ? { breaths } : {}} />);
}

const status = () => screen.getByRole('status');
const circle = () => screen.getByTestId('breathing-circle').firstElementChild as HTMLElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets time pass, one step at a time (each step's timer starts once the last one rendered). */
function wait(...steps: number[]) {
  for (const ms of steps) act(() => vi.advanceTimersByTime(ms));
}

describe('breathing-guide', () => {
  it('waits for Start, in a labelled section with a polite status', () => {
    show();
    expect(screen.getByRole('region', { name: 'Breathing exercise' })).toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent(/Press Start when you're ready/);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('steps through in, hold and out for each breath, then ends calmly', () => {
    show(2);
    press('Start');
    expect(status()).toHaveTextContent('Breathe in…Breath 1 of 2');
    wait(IN - 1);
    expect(status()).toHaveTextContent('Breathe in…');
    wait(1);
    expect(status()).toHaveTextContent('Hold…Breath 1 of 2');
    wait(HOLD);
    expect(status()).toHaveTextContent('Breathe out…Breath 1 of 2');
    wait(OUT);
    expect(status()).toHaveTextContent('Breathe in…Breath 2 of 2');
    wait(IN, HOLD, OUT);
    expect(status()).toHaveTextContent(/^Well done\./);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    press('Do it again');
    expect(status()).toHaveTextContent('Breathe in…Breath 1 of 2');
  });

  it('moves focus from Stop to the main button when the exercise ends on its own', () => {
    show(1);
    press('Start');
    act(() => screen.getByRole('button', { name: 'Stop' }).focus());
    wait(IN, HOLD, OUT);
    expect(status()).toHaveTextContent(/^Well done\./);
    expect(screen.getByRole('button', { name: 'Do it again' })).toHaveFocus();
  });

  it('counts three breaths by default', () => {
    show();
    press('Start');
    expect(status()).toHaveTextContent('Breath 1 of 3');
    wait(IN, HOLD, OUT, IN, HOLD, OUT);
    expect(status()).toHaveTextContent('Breath 3 of 3');
  });

  it('pauses where it is and carries on from there', () => {
    show();
    press('Start');
    wait(IN);
    press('Pause');
    expect(status()).toHaveTextContent("Paused. Carry on whenever you're ready.");
    wait(60_000);
    press('Carry on');
    expect(status()).toHaveTextContent('Hold…Breath 1 of 3');
  });

  it('stops at any time and gives focus back to Start', () => {
    show();
    press('Start');
    wait(IN, HOLD);
    press('Stop');
    expect(status()).toHaveTextContent(/^Stopped\./);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    wait(60_000);
    expect(status()).toHaveTextContent(/^Stopped\./);
  });

  it('grows the circle on the in-breath and shrinks it on the out-breath', () => {
    show();
    expect(circle().style.transform).toBe('scale(0.55)');
    press('Start');
    expect(circle().style.transform).toBe('scale(1)');
    expect(circle().style.transition).toBe('transform 4s ease-in-out');
    wait(IN);
    expect(circle().style.transform).toBe('scale(1)');
    wait(HOLD);
    expect(circle().style.transform).toBe('scale(0.55)');
    expect(circle().style.transition).toBe('transform 6s ease-in-out');
  });

  it('keeps the circle still with reduced motion, while the words still change', () => {
    setDevicePreferences({ reducedMotion: true });
    show();
    press('Start');
    expect(circle().style.transform).toBe('scale(0.8)');
    expect(circle().style.transition).toBe('none');
    wait(IN);
    expect(status()).toHaveTextContent('Hold…');
    wait(HOLD);
    expect(status()).toHaveTextContent('Breathe out…');
    expect(circle().style.transform).toBe('scale(0.8)');
  });

  it('moves from the last phase of the last breath to the end', () => {
    expect(nextStep({ status: 'running', breath: 0, phase: 2 }, 1)).toEqual({
      status: 'done',
      breath: 0,
      phase: 0,
    });
  });
});
