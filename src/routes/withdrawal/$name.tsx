import { createFileRoute, notFound } from '@tanstack/react-router';
import { isWithdrawalChannel } from '../../features/wallet/search.ts';
import { WithdrawalChannelPage } from '../../features/wallet/withdrawal-channel-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/withdrawal/$name')({
  staticData: { guard: 'auth' },
  beforeLoad: async (ctx) => {
    // SPEC section 4: a route validation failure shows page not found.
    if (!isWithdrawalChannel(ctx.params.name)) throw notFound();
    await requireAuth(ctx);
  },
  component: WithdrawalChannel,
});

function WithdrawalChannel() {
  const { name } = Route.useParams();
  return isWithdrawalChannel(name) ? <WithdrawalChannelPage name={name} /> : null;
}
