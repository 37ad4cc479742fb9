import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenant';

describe('tenantFromHost', () => {
  it.each([
    ['ucc.clearpath.ie', 'ucc'],
    ['TCD.clearpath.ie', 'tcd'],
    ['dcu.clearpath.ie:8443', 'dcu'],
    ['www.clearpath.ie', 'ucc'],
    ['tool.clearpath.ie', 'ucc'],
    ['clearpath.ie', 'ucc'],
    ['localhost', 'ucc'],
    ['localhost:3000', 'ucc'],
    ['127.0.0.1:3000', 'ucc'],
    ['10.0.0.12', 'ucc'],
    ['[::1]:3000', 'ucc'],
    ['::1', 'ucc'],
    ['', 'ucc'],
    ['.clearpath.ie', 'ucc'],
    ['nuig.clearpath.ie.', 'nuig'],
  ])('maps %j to %j', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});
