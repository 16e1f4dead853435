// A free TCP port on the loopback address, found synchronously (Playwright's config is evaluated synchronously, and in
// each of its processes): a child process binds port 0, prints the port the system gave it and closes.
import { execFileSync } from 'node:child_process';

const PROBE = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
}
