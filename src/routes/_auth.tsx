import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../lib/guards.ts';

// The "auth" guard (SPEC sections 4 and 6) once for every route under _auth/: a visitor logs in and comes back.
export const Route = createFileRoute('/_auth')({
  beforeLoad: requireAuth,
});
