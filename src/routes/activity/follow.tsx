import { createFileRoute } from '@tanstack/react-router';
import { FollowPage } from '../../features/events/follow-page.tsx';
import { requireActivityLogin } from '../../lib/guards.ts';

export const Route = createFileRoute('/activity/follow')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/follow'),
  component: FollowPage,
});
