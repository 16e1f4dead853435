import { createFileRoute } from '@tanstack/react-router';
import { RankPage } from '../features/rank/rank-page.tsx';
import { requireActivityLogin } from '../lib/guards.ts';

export const Route = createFileRoute('/rank')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/rank'),
  component: RankPage,
});
