import { createFileRoute } from '@tanstack/react-router';
import { JackpotPage } from '../../features/jackpot/jackpot-page.tsx';

export const Route = createFileRoute('/activity/jackpot')({
  staticData: { navbar: false },
  component: JackpotPage,
});
