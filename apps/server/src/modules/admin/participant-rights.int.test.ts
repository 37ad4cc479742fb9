import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli-commands';
import { auditLog, participants, participantState, sessions } from '../../db/schema';
import { createTestApp, TEST_DATABASE_KIND, TEST_PEPPER, type TestApp } from '../../test/harness';
import {
  eventsOf,
  FULL_ANSWERS,
  login,
  registerStudent,
  send,
  TEST_ENV,
  type Student,
} from '../progress/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-12-02T10:00:00.000Z');

/** Runs a CLI command with `input` as its standard input; its output and exit code. */
async function cli(argv: string[], input: string | null) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const code = await runCommand(
    t.database.handle.db,
    argv,
    {
      print: (line) => out.push(line),
      error: (line) => err.push(line),
      readLine: (prompt) => {
        prompts.push(prompt);
        return Promise.resolve(input);
      },
    },
    { publicUrl: 'http://localhost:3000', sessionHours: 8 },
    { codePepper: TEST_PEPPER, now: () => NOW },
  );
  return { code, out, err, prompts };
}

async function studentWithAnswers(): Promise<Student> {
  const student = await registerStudent(t.app);
  for (const call of FULL_ANSWERS) {
    const res = await send(t.app, student, call);
    expect(res.statusCode, res.body).toBe(200);
  }
  return student;
}

async function auditOf(action: string) {
  return t.database.handle.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe(`a student's copy of their data (${TEST_DATABASE_KIND})`, () => {
  it('prints everything stored for the code read from standard input, and logs that it did', async () => {
    const student = await studentWithAnswers();
    // As a student might read it out: lower case, spaces for dashes.
    const typed = student.code.toLowerCase().replaceAll('-', ' ');
    const run = await cli(['participant-data', '--tenant', 'ucc'], typed);
    expect(run).toMatchObject({ code: 0, err: [], prompts: ['Access code: '] });
    const data = JSON.parse(run.out.join('\n')) as {
      participant: Record<string, unknown>;
      saved_state: { navigation_history: unknown } | null;
      answers: { kind: string; value: unknown }[];
    };
    expect(data.participant).toMatchObject({
      university: 'ucc',
      batch: 'Default',
      stay_logged_in: true,
    });
    expect(data.answers).toHaveLength(FULL_ANSWERS.length);
    expect(data.saved_state?.navigation_history).toBeTruthy();
    // No id, hash or key that could find the student again in other data.
    const text = run.out.join('\n');
    for (const secret of [student.id, student.code, student.token]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/code_hash|idempotency|token/);
    const [entry] = await auditOf('participant_data_copied');
    expect(entry).toMatchObject({
      tenantId: 'ucc',
      staffEmail: 'command line',
      details: { answers: FULL_ANSWERS.length },
    });
    expect(JSON.stringify(entry)).not.toContain(student.id);
  });

  it('finds no student for a wrong code, another university, or no input', async () => {
    const student = await registerStudent(t.app);
    for (const [argv, input] of [
      [['participant-data', '--tenant', 'ucc'], 'ABCD-EFGH-JKMN'],
      [['participant-data', '--tenant', 'ucc'], 'not a code'],
      [['participant-data', '--tenant', 'tcd'], student.code],
      [['participant-data', '--tenant', 'ucc'], null],
    ] as const) {
      const run = await cli([...argv], input);
      expect(run.code).toBe(1);
      expect(run.out).toEqual([]);
      expect(run.err[0]).toMatch(/^No student of '(ucc|tcd)' has this access code\./);
    }
    const missing = await cli(['participant-data'], student.code);
    expect(missing).toMatchObject({ code: 1, prompts: [] });
    expect(missing.err[0]).toContain('needs --tenant');
  });
});

describe(`erasing a student at their request (${TEST_DATABASE_KIND})`, () => {
  it('erases their answers, saved state, sessions and code, and nobody else’s', async () => {
    const student = await studentWithAnswers();
    const other = await studentWithAnswers();
    const db = t.database.handle.db;

    const refused = await cli(['erase-participant', '--tenant', 'ucc'], student.code);
    expect(refused).toMatchObject({ code: 1, prompts: [] });
    expect(refused.err[0]).toContain('add --yes');
    expect(await eventsOf(db, student.id)).toHaveLength(FULL_ANSWERS.length);

    const run = await cli(['erase-participant', '--tenant', 'ucc', '--yes'], student.code);
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toEqual([
      `Erased: the student's ${FULL_ANSWERS.length} answers, their saved progress, their sessions and their access code.`,
    ]);
    expect(await eventsOf(db, student.id)).toEqual([]);
    for (const table of [participants, participantState, sessions]) {
      const column = 'participantId' in table ? table.participantId : table.id;
      expect(await db.select().from(table).where(eq(column, student.id))).toEqual([]);
    }
    // The code no longer logs in, and the session it had is over.
    expect((await login(t.app, student)).statusCode).toBe(401);
    expect((await send(t.app, student, FULL_ANSWERS[0]!)).statusCode).toBe(401);
    // The other student is untouched.
    expect(await eventsOf(db, other.id)).toHaveLength(FULL_ANSWERS.length);
    expect((await login(t.app, other)).statusCode).toBe(200);
    const [entry] = await auditOf('participant_erased');
    expect(entry).toMatchObject({
      tenantId: 'ucc',
      staffEmail: 'command line',
      details: { answers: FULL_ANSWERS.length },
    });
    // Once erased, the code finds nobody.
    const again = await cli(['erase-participant', '--tenant', 'ucc', '--yes'], student.code);
    expect(again.code).toBe(1);
  });

  it('leaves events append-only for every other deletion', async () => {
    const student = await studentWithAnswers();
    const other = await studentWithAnswers();
    const db = t.database.handle.db;
    // Naming one student lets only that student's events go, and only in that transaction.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('clearpath.erasing_participant', ${student.id}, true)`,
        );
        await tx.execute(sql`DELETE FROM events WHERE participant_id = ${other.id}`);
      }),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`DELETE FROM events WHERE participant_id = ${student.id}`),
    ).rejects.toThrow();
    expect(await eventsOf(db, student.id)).toHaveLength(FULL_ANSWERS.length);
    expect(await eventsOf(db, other.id)).toHaveLength(FULL_ANSWERS.length);
  });
});
