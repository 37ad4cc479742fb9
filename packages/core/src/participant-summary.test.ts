import { describe, expect, it } from 'vitest';
import { participantFacts, type ParticipantStateInput } from './participant-summary';
import { EMPTY_PROFILE, type Profile } from './profile';

const state = (overrides: Partial<ParticipantStateInput> = {}): ParticipantStateInput => ({
  profile: EMPTY_PROFILE,
  selectedDrugs: null,
  visitedPages: [],
  lastPage: null,
  completedPages: [],
  optionalCompleted: [],
  optionalAvailable: [],
  ...overrides,
});
const profile = (fields: Partial<Profile>): Profile => ({ ...EMPTY_PROFILE, ...fields });

describe('participant facts for figures and the export', () => {
  it('says nothing yet about a student who only registered', () => {
    expect(participantFacts(state({ profile: null }))).toEqual({
      userType: null,
      dastScore: null,
      dastBand: 'Not answered',
      primaryDrug: null,
      started: [],
      completed: [],
      optionalUnlocked: [],
      progress: 0,
    });
  });

  it('gives a student who selected no drug a DAST score of 0, a non-user', () => {
    const facts = participantFacts(
      state({ selectedDrugs: [], profile: profile({ user_type: 3 }) }),
    );
    expect(facts).toMatchObject({ userType: 3, dastScore: 0, dastBand: 'Non-User' });
  });

  it('counts modules started and completed along the path, and optional modules opened', () => {
    const facts = participantFacts(
      state({
        profile: profile({
          user_type: 2,
          dast_score: 6,
          dastList: [1, 1, 1, 1, 1, 1, 0, 0, 0],
          primary_drug: 2,
        }),
        visitedPages: ['1-0', '1-5', '2C-1', 'dashboard'],
        lastPage: '5-1',
        optionalCompleted: ['4'],
        optionalAvailable: ['4A', 'unknown'],
      }),
    );
    expect(facts).toMatchObject({
      userType: 2,
      dastScore: 6,
      dastBand: 'Substantial',
      primaryDrug: 2,
      started: ['1', '2C', '5'],
      completed: ['1', '2C', '4'],
      optionalUnlocked: ['4', '4A'],
    });
    // Two of the spine 1, 2C, 5, Review are behind the student.
    expect(facts.progress).toBe(50);
  });

  it('counts the last module of the path once the history marks it complete, as the student sees it', () => {
    const finished = state({
      profile: profile({ user_type: 3, dast_score: 2 }),
      visitedPages: ['1-0', '1-14', '2-0', '2-9', 'section-complete', 'Review', 'end'],
      lastPage: 'end',
      completedPages: ['1-14', '2-9', 'Review'],
    });
    expect(participantFacts(finished)).toMatchObject({
      started: ['1', '2', 'Review'],
      completed: ['1', '2', 'Review'],
      progress: 100,
    });
    // The same student before the Review page was marked complete.
    const before = participantFacts({ ...finished, completedPages: ['1-14', '2-9'] });
    expect(before.completed).toEqual(['1', '2']);
    expect(before.progress).toBe(67);
  });
});
