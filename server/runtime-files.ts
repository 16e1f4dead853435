// Files a running server leaves in DATA_DIR for the admin CLI: `admin-token` (the secret for /admin) and
// `server.json` (its pid and port, so the CLI finds it and never opens a PGlite directory the server holds).
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerInfo {
  pid: number;
  port: number;
}

export const adminTokenPath = (dataDir: string) => join(dataDir, 'admin-token');
const serverInfoPath = (dataDir: string) => join(dataDir, 'server.json');

export function writeRuntimeFiles(dataDir: string, token: string, info: ServerInfo): void {
  writeFileSync(adminTokenPath(dataDir), token, { mode: 0o600 });
  // writeFile keeps the mode of a file that already existed.
  chmodSync(adminTokenPath(dataDir), 0o600);
  writeFileSync(serverInfoPath(dataDir), JSON.stringify(info));
}

export function removeRuntimeFiles(dataDir: string): void {
  rmSync(serverInfoPath(dataDir), { force: true });
  rmSync(adminTokenPath(dataDir), { force: true });
}

export function readAdminToken(dataDir: string): string | undefined {
  try {
    return readFileSync(adminTokenPath(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The recorded server, if its process is still alive. */
export function liveServer(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(serverInfoPath(dataDir), 'utf8')) as ServerInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}
