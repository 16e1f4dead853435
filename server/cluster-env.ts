// What server/cluster.ts hands each worker it forks (server/server.ts reads it): the admin token, so the admin CLI's
// one token works whichever worker answers.
export const WORKER_TOKEN_ENV = 'PISOWIN_WORKER_ADMIN_TOKEN';
