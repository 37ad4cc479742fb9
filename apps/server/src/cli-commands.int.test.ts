import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand, type CliIo } from './cli-commands';
import { listBatches, findTenant } from './modules/tenants/repository';
import {
  createTestDatabase,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  type TestDatabase,
} from './test/harness';

describe(`the administration CLI (${TEST_DATABASE_KIND})`, () => {
  let database: TestDatabase;
  let out: string[];
  let err: string[];
  const io: CliIo = {
    print: (line) => out.push(line),
    error: (line) => err.push(line),
    readLine: () => Promise.resolve(null),
  };
  let publicUrl = 'http://localhost:3000';
  const run = (...argv: string[]) =>
    runCommand(
      database.handle.db,
      argv,
      io,
      { publicUrl, sessionHours: 8 },
      { codePepper: TEST_PEPPER, now: () => new Date() },
    );

  beforeEach(async () => {
    database = await createTestDatabase();
    publicUrl = 'http://localhost:3000';
    out = [];
    err = [];
  });
  afterEach(async () => {
    await database.drop();
  });

  it('seeds the default tenant and adds a tenant with its default batch', async () => {
    expect(await run('seed')).toBe(0);
    expect(await run('add-tenant', 'tcd', 'Trinity', 'College', 'Dublin')).toBe(0);
    expect(out).toEqual(["Tenant 'ucc' is ready.", "Tenant 'tcd' is ready with a default batch."]);
    expect(await findTenant(database.handle.db, 'tcd')).toMatchObject({
      name: 'Trinity College Dublin',
    });
    expect(
      (await listBatches(database.handle.db, 'tcd')).map((b) => [b.name, b.isDefault]),
    ).toEqual([['Default', true]]);
  });

  it('adds a batch, makes it the default when asked, and lists the batches', async () => {
    await run('seed');
    expect(await run('add-batch', 'ucc', 'Spring', '2027', '--default')).toBe(0);
    const batches = await listBatches(database.handle.db, 'ucc');
    const spring = batches.find((b) => b.name === 'Spring 2027');
    expect(spring?.isDefault).toBe(true);
    expect(out).toContain(`Recruitment link: http://localhost:3000/?batch=${spring?.id}`);
    out = [];
    expect(await run('list-batches', 'ucc')).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36} {2}Default {2}\(open\)$/),
      `${spring?.id}  Spring 2027  (default, open)`,
    ]);
  });

  it("prints a batch's recruitment link on the tenant's own host under PUBLIC_URL", async () => {
    publicUrl = 'https://tool.clearpath.example';
    await run('seed');
    expect(await run('add-batch', 'ucc', 'Autumn')).toBe(0);
    const autumn = (await listBatches(database.handle.db, 'ucc')).find((b) => b.name === 'Autumn');
    expect(out).toContain(`Recruitment link: https://ucc.clearpath.example/?batch=${autumn?.id}`);
  });

  it('refuses a batch name the tenant already has, whatever its case, and adds nothing', async () => {
    await run('seed');
    expect(await run('add-batch', 'ucc', 'Spring', '2027')).toBe(0);
    expect(await run('add-batch', 'ucc', '  spring', '2027 ', '--default')).toBe(1);
    expect(err).toEqual([
      'There is already a batch called “Spring 2027”. Please give this one another name.',
    ]);
    const batches = await listBatches(database.handle.db, 'ucc');
    expect(batches.map((b) => [b.name, b.isDefault])).toEqual([
      ['Default', true],
      ['Spring 2027', false],
    ]);
    // Another tenant may use the same name.
    await run('add-tenant', 'tcd', 'Trinity');
    expect(await run('add-batch', 'tcd', 'Spring', '2027')).toBe(0);
  });

  it.each([
    [['add-tenant', 'Bad Id', 'Name'], /needs an id/],
    [['add-tenant', 'nuig'], /needs an id/],
    [['add-batch', 'ucc'], /needs a tenant id and a batch name/],
    [['add-batch', 'nowhere', 'Pilot'], /No tenant 'nowhere'/],
    [['list-batches'], /needs a tenant id/],
    [['frobnicate'], /Unknown command 'frobnicate'/],
  ])('refuses %j with a message and exit code 1', async (argv, message) => {
    await run('seed');
    expect(await run(...argv)).toBe(1);
    expect(err.join('\n')).toMatch(message);
  });
});
