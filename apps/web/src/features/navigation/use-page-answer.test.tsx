import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../lib/session-reset';
import { useNavigationStore } from './navigation-store';
import { usePageAnswer } from './use-page-answer';

describe('usePageAnswer', () => {
  afterEach(() => useNavigationStore.getState().reset());

  it('reads nothing before an answer, then the saved answer, kept per page and data_id', () => {
    const first = renderHook(() => usePageAnswer<string[]>('1-3', 'positives'));
    const other = renderHook(() => usePageAnswer<string[]>('1-4', 'positives'));
    expect(first.result.current[0]).toBeUndefined();
    act(() => first.result.current[1](['fun', 'relax']));
    expect(first.result.current[0]).toEqual(['fun', 'relax']);
    expect(other.result.current[0]).toBeUndefined();
    expect(useNavigationStore.getState().navigation_history).toEqual({
      '1-3': { positives: ['fun', 'relax'] },
    });
  });

  it('keeps the other answers of the page when one changes', () => {
    const a = renderHook(() => usePageAnswer<number>('4-2', 'confidence'));
    const b = renderHook(() => usePageAnswer<string>('4-2', 'note'));
    act(() => a.result.current[1](7));
    act(() => b.result.current[1]('walk home together'));
    expect(useNavigationStore.getState().navigation_history['4-2']).toEqual({
      confidence: 7,
      note: 'walk home together',
    });
  });

  it('forgets every answer when the session is reset at logout', () => {
    const hook = renderHook(() => usePageAnswer<boolean>('2-1', 'agree'));
    act(() => hook.result.current[1](true));
    act(() => resetSession());
    expect(hook.result.current[0]).toBeUndefined();
  });
});
