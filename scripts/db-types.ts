// `npm run db:types`: regenerates server/db/schema.ts from the migrations (scripts/schema-types.ts), after adding one.
import { writeFile } from 'node:fs/promises';
import { schemaTypes, SCHEMA_FILE } from './schema-types.ts';

await writeFile(SCHEMA_FILE, await schemaTypes());
console.log(`table types written to ${SCHEMA_FILE}`);
