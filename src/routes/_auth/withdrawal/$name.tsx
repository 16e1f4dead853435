import { createFileRoute, notFound } from '@tanstack/react-router';
import { isWithdrawalChannel } from '../../../features/wallet/search.ts';
import { WithdrawalChannelPage } from '../../../features/wallet/withdrawal-channel-page.tsx';

export const Route = createFileRoute('/_auth/withdrawal/$name')({
  beforeLoad: (ctx) => {
    // SPEC section 4: a route validation failure shows page not found.
    if (!isWithdrawalChannel(ctx.params.name)) throw notFound();
  },
  component: WithdrawalChannel,
});

function WithdrawalChannel() {
  const { name } = Route.useParams();
  return isWithdrawalChannel(name) ? <WithdrawalChannelPage name={name} /> : null;
}
