// server/db/schema.ts is generated from the migrations: a migration added or changed without rerunning the generator
// would leave the code type-checked against tables that no longer exist as written.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { schemaTypes, SCHEMA_FILE } from '../../../scripts/schema-types.ts';

test('server/db/schema.ts matches the migrations', async () => {
  const [generated, checkedIn] = await Promise.all([schemaTypes(), readFile(SCHEMA_FILE, 'utf8')]);
  expect(checkedIn, 'server/db/schema.ts is stale: run `npm run db:types` and commit the result').toBe(generated);
});
