// One id per install, made on first use and kept in Dexie: preLogin sends it so the server can tell devices apart
// without a login, and a login sends it so the server can recognise a device that logged in before.
import { getKv, setKv, type AppDatabase } from '../src/db/database.ts';

export async function deviceId(db: AppDatabase, uuid: () => string): Promise<string> {
  return db.transaction('rw', db.kv, async () => {
    const stored = await getKv('deviceId', db);
    if (stored) return stored;
    const made = uuid();
    await setKv('deviceId', made, db);
    return made;
  });
}
