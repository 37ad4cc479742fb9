import { describe, expect, it } from 'vitest';
import type { NavigationHistory, OptionalHistory } from './answers';
import {
  mergeNavigationHistory,
  mergeOptionalHistory,
  navigationHistoryChanges,
  heldAnswers,
  previousLists,
} from './history-merge';

describe('mergeNavigationHistory', () => {
  it('keeps the pages and answers a commit does not carry', () => {
    const saved: NavigationHistory = { '1-1': {}, '2-3': { a: 1, b: 'kept' } };
    const sent: NavigationHistory = { '2-3': { a: 2 }, '2-4': { c: ['x', 1] } };
    expect(mergeNavigationHistory(saved, sent)).toEqual({
      '1-1': {},
      '2-3': { a: 2, b: 'kept' },
      '2-4': { c: ['x', 1] },
    });
  });

  it('changes neither argument', () => {
    const saved: NavigationHistory = { '2-3': { a: 1 } };
    const sent: NavigationHistory = { '2-3': { a: 2 } };
    mergeNavigationHistory(saved, sent);
    expect(saved).toEqual({ '2-3': { a: 1 } });
    expect(sent).toEqual({ '2-3': { a: 2 } });
  });

  it('gives back the saved history from an empty commit', () => {
    const saved: NavigationHistory = { '2-3': { a: 1 } };
    expect(mergeNavigationHistory(saved, {})).toEqual(saved);
  });
});

describe('mergeNavigationHistory with what the sender had of its lists', () => {
  it("keeps another device's entries in a list this one changed from the same start", () => {
    // Both devices had no supporters; the phone saved Alice, then the laptop sends Bob.
    const saved: NavigationHistory = { '2C-9': { supporters: ['Alice'] } };
    const merged = mergeNavigationHistory(
      saved,
      { '2C-9': { supporters: ['Bob'] } },
      { '2C-9': { supporters: [] } },
    );
    expect(merged['2C-9']).toEqual({ supporters: ['Alice', 'Bob'] });
  });

  it('takes out what this device took out, and adds nothing twice', () => {
    const merged = mergeNavigationHistory(
      { '2C-1': { needs: ['sleep', 'money', 'friends'] } },
      { '2C-1': { needs: ['sleep', 'friends', 'calm'] } },
      { '2C-1': { needs: ['sleep', 'money'] } },
    );
    expect(merged['2C-1']).toEqual({ needs: ['sleep', 'friends', 'calm'] });
  });

  it('takes the list as sent when nobody else changed it since', () => {
    const merged = mergeNavigationHistory(
      { '2C-1': { needs: ['sleep', 'money'] } },
      { '2C-1': { needs: ['money'] } },
      { '2C-1': { needs: ['sleep', 'money'] } },
    );
    expect(merged['2C-1']).toEqual({ needs: ['money'] });
  });

  it('takes the newest for a value that is not a list, whatever the sender had', () => {
    const merged = mergeNavigationHistory(
      { '3-1': { mood: 2 } },
      { '3-1': { mood: 4 } },
      { '3-1': { mood: 3 } },
    );
    expect(merged['3-1']).toEqual({ mood: 4 });
  });
});

describe('previousLists', () => {
  it('gives what was saved of the lists about to be sent, and nothing else', () => {
    const saved: NavigationHistory = {
      '2C-9': { supporters: ['Alice'], note: 'text' },
      '2C-1': { needs: [] },
    };
    const changes: NavigationHistory = {
      '2C-9': { supporters: ['Alice', 'Bob'], note: 'more' },
      '2C-1': { needs: ['sleep'] },
      '3-0': { fresh: ['new'] },
    };
    expect(previousLists(saved, changes)).toEqual({
      '2C-9': { supporters: ['Alice'] },
      '2C-1': { needs: [] },
      // A list not saved yet started empty here.
      '3-0': { fresh: [] },
    });
  });

  it('lets two tabs that each start a list on the same page keep both', () => {
    // Both tabs opened 2-3 before either had saved a statement; tab A saved first.
    const server: NavigationHistory = { '2-3': { 'college-life': ['Tab A statement'] } };
    const tabB: NavigationHistory = { '2-3': { 'college-life': ['Tab B statement'] } };
    const merged = mergeNavigationHistory(server, tabB, previousLists({}, tabB));
    expect(merged['2-3']).toEqual({ 'college-life': ['Tab A statement', 'Tab B statement'] });
  });
});

describe('heldAnswers', () => {
  it('gives what was saved of every answer about to be sent, of any kind', () => {
    const saved: NavigationHistory = {
      '2-3': { scale: 3, note: 'first', list: ['a'], untouched: true },
      '2-4': {},
    };
    const changes: NavigationHistory = {
      '2-3': { scale: 4, note: 'second', list: ['a', 'b'], fresh: 'new' },
      '2-4': { first: 1 },
      '3-0': { fresh: ['new'] },
    };
    expect(heldAnswers(saved, changes)).toEqual({
      '2-3': { scale: 3, note: 'first', list: ['a'] },
    });
  });
});

describe('navigationHistoryChanges', () => {
  const saved: NavigationHistory = {
    '1-1': {},
    '2-3': { a: 1, list: ['x', 'y'], text: 'same' },
  };

  it('is empty when nothing changed', () => {
    expect(
      navigationHistoryChanges(saved, JSON.parse(JSON.stringify(saved)) as NavigationHistory),
    ).toEqual({});
  });

  it('carries a page not saved yet, even with no answers', () => {
    expect(navigationHistoryChanges(saved, { ...saved, '2-4': {} })).toEqual({ '2-4': {} });
  });

  it('carries only the answers that are new or changed on a saved page', () => {
    const current: NavigationHistory = {
      ...saved,
      '2-3': { a: 2, list: ['x', 'y'], text: 'same', added: true },
    };
    expect(navigationHistoryChanges(saved, current)).toEqual({ '2-3': { a: 2, added: true } });
  });

  it.each([
    [['x'], ['x', 'y']],
    [
      ['x', 'z'],
      ['x', 'y'],
    ],
    ['x', ['x']],
    [null, 0],
  ])('sees %j and %j as different', (before, after) => {
    const changes = navigationHistoryChanges({ p: { v: before } }, { p: { v: after } });
    expect(changes).toEqual({ p: { v: after } });
  });

  it('leaves out what a stale copy holds: merged, nothing another tab saved is undone', () => {
    // Tab A saved 2-5; tab B, opened before that, still holds the older 2-5 and types on 3-1.
    const server: NavigationHistory = { '2-5': { goal: 'newer' } };
    const tabBSynced: NavigationHistory = { '2-5': { goal: 'older' } };
    const tabBNow: NavigationHistory = { '2-5': { goal: 'older' }, '3-1': { mood: 4 } };
    const sent = navigationHistoryChanges(tabBSynced, tabBNow);
    expect(mergeNavigationHistory(server, sent)).toEqual({
      '2-5': { goal: 'newer' },
      '3-1': { mood: 4 },
    });
  });
});

describe('mergeOptionalHistory', () => {
  const saved: OptionalHistory = {
    history: { '3': 4, '4A': 2 },
    available: ['4A'],
    completed: ['3'],
  };

  it('keeps every module unlocked or completed, and the highest step', () => {
    const stale: OptionalHistory = { history: { '3': 2 }, available: ['3'], completed: [] };
    expect(mergeOptionalHistory(saved, stale)).toEqual(saved);
  });

  it('takes what the commit adds', () => {
    const sent: OptionalHistory = {
      history: { '4A': 7, '5A': 1 },
      available: ['5A'],
      completed: ['3', '4A'],
    };
    expect(mergeOptionalHistory(saved, sent)).toEqual({
      history: { '3': 4, '4A': 7, '5A': 1 },
      available: ['5A'],
      completed: ['3', '4A'],
    });
  });

  it('counts a step the saved state never had', () => {
    const merged = mergeOptionalHistory(
      { history: {}, available: [], completed: [] },
      { history: { '4': 0 }, available: ['4'], completed: [] },
    );
    expect(merged).toEqual({ history: { '4': 0 }, available: ['4'], completed: [] });
  });
});
